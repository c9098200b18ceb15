import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import ageVerification from './age-verification/slice';
import auth from './auth/slice';
import { bannersReducer as banners, promosReducer as promos } from './banners/slice';
import broadcasts from './broadcasts/slice';
import cart from './cart/slice';
import buyerOrders from './buyer-orders/slice';
import checkout from './checkout/slice';
import comments from './comments/slice';
import creatorPosts from './creator-posts/slice';
import downloads from './downloads/slice';
import earnings from './earnings/slice';
import errors from './errors/slice';
import feedNews from './feed-news/slice';
import notifications from './notifications/slice';
import messages from './messages/slice';
import messageDrafts from './message-drafts/slice';
import galleries from './galleries/slice';
import ownGalleries from './own-galleries/slice';
import ownGallery from './own-galleries/editor-slice';
import ownPosts from './own-creator-posts/slice';
import ownPost from './own-creator-posts/editor-slice';
import ownPackages from './own-packages/slice';
import ownProduct from './own-products/editor-slice';
import ownProducts from './own-products/slice';
import ownVideos from './own-videos/slice';
import orderActions from './order-actions/slice';
import paymentStatus from './payment-status/slice';
import performers from './performers/slice';
import performerSubscribers from './performer-subscribers/slice';
import photos from './photos/slice';
import photoUploads from './photo-uploads/slice';
import products from './products/slice';
import reacted from './reacted/slice';
import reactions from './reactions/slice';
import relatedGalleries from './related-galleries/slice';
import relatedVideos from './related-videos/slice';
import socket from './socket/slice';
import soldLines from './sold-lines/slice';
import subscriptions from './subscriptions/slice';
import transactions from './transactions/slice';
import ui from './ui/slice';
import user from './user/slice';
import userSubscriptions from './user-subscriptions/slice';
import videos from './videos/slice';
import videoUploads from './video-uploads/slice';

const slices = combineReducers({
  auth,
  ageVerification,
  user,
  ui,
  cart,
  checkout,
  paymentStatus,
  buyerOrders,
  orderActions,
  transactions,
  downloads,
  subscriptions,
  userSubscriptions,
  errors,
  videos,
  relatedVideos,
  galleries,
  relatedGalleries,
  products,
  performers,
  banners,
  promos,
  photos,
  creatorPosts,
  comments,
  reactions,
  reacted,
  socket,
  feedNews,
  notifications,
  messages,
  messageDrafts,
  // The performer's Studio.
  broadcasts,
  earnings,
  performerSubscribers,
  soldLines,
  ownProducts,
  ownProduct,
  ownVideos,
  ownPackages,
  videoUploads,
  ownGalleries,
  ownGallery,
  ownPosts,
  ownPost,
  photoUploads,
});

export type RootState = ReturnType<typeof slices>;

/**
 * Slices the browser alone fills (the live connection, comments and reactions loaded by the page once
 * mounted and kept current by socket events, the cart kept in local storage, its checkout, the status
 * of a payment the success page watches, the subscription chooser, the viewer's current subscriptions, age verification and the video uploads this tab sends): a snapshot taken during getInitialProps is never newer.
 */
export const CLIENT_ONLY_SLICES = [
  'socket',
  'comments',
  'reactions',
  'cart',
  'checkout',
  'paymentStatus',
  'orderActions',
  'subscriptions',
  'ageVerification',
  'videoUploads',
  'photoUploads',
  'broadcasts',
  'messageDrafts',
] as const satisfies readonly (keyof RootState)[];

/**
 * HYDRATE carries the state built by getInitialProps: the server's on the first load, the client's own
 * after a client-side navigation. Either way it is the newest truth, so it replaces ours slice by slice
 * (except the client-only slices).
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (action.type === HYDRATE) {
    const incoming = { ...(action.payload as Partial<RootState>) };
    if (state) for (const key of CLIENT_ONLY_SLICES) delete incoming[key];
    return { ...(state as RootState), ...incoming };
  }
  return slices(state, action);
}
