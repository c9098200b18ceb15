import { PAGE_SIZE, PHOTOS_LIMIT, RELATED_SIZE } from '../lib/catalogue';
import type { ServiceOptions } from '../lib/request-options';
import type { ListingKind, ListingQuery } from '../types/listing';
import type { BuyerOrdersQuery, UserTransactionsQuery } from '../types/checkout';
import type { UserSubscriptionsQuery } from '../types/subscriptions';
import { bannersActions, promosActions } from './banners/slice';
import { buyerOrdersActions } from './buyer-orders/slice';
import { creatorPostsActions } from './creator-posts/slice';
import { downloadsActions } from './downloads/slice';
import { listings } from './listings';
import { loadThrough } from './load-through';
import { profileRequested } from './performers/slice';
import { photosActions } from './photos/slice';
import { reactedActions, type ReactedListQuery } from './reacted/slice';
import { relatedGalleriesActions } from './related-galleries/slice';
import { relatedVideosActions } from './related-videos/slice';
import { transactionsActions } from './transactions/slice';
import { userSubscriptionsActions } from './user-subscriptions/slice';
import type { AppStore } from './store';

// What pages load through the slices in getInitialProps (server render and client navigation alike).

/** First page (of `limit` items) of a listing with the given filters; replaces what the slice held. */
export function loadListing(store: AppStore, kind: ListingKind, filters: ListingQuery, options?: ServiceOptions, limit = PAGE_SIZE) {
  const source = listings[kind];
  const action = source.load({ query: { ...filters, limit, offset: 0 }, options });
  return loadThrough(store, action, (s) => source.select(s).requesting);
}

export function loadRelatedVideos(store: AppStore, id: string, options?: ServiceOptions) {
  const action = relatedVideosActions.loadRequested({ query: { id, limit: RELATED_SIZE }, options });
  return loadThrough(store, action, (s) => s.relatedVideos.requesting);
}

export function loadRelatedGalleries(store: AppStore, id: string, options?: ServiceOptions) {
  const action = relatedGalleriesActions.loadRequested({ query: { id, limit: RELATED_SIZE }, options });
  return loadThrough(store, action, (s) => s.relatedGalleries.requesting);
}

export function loadPhotos(store: AppStore, galleryId: string, options?: ServiceOptions) {
  const action = photosActions.requested({ query: { galleryId, limit: PHOTOS_LIMIT }, options });
  return loadThrough(store, action, (s) => s.photos.loading);
}

/** The first page of a performer's posts, as this viewer may see each (replaces the list). */
export function loadCreatorPosts(store: AppStore, performerId: string, options?: ServiceOptions) {
  const action = creatorPostsActions.loadRequested({ query: { performerId, limit: PAGE_SIZE, offset: 0 }, options });
  return loadThrough(store, action, (s) => s.creatorPosts.requesting);
}

export function loadPerformerProfile(store: AppStore, id: string, options?: ServiceOptions) {
  return loadThrough(store, profileRequested({ query: { id }, options }), (s) => s.performers.profile.requesting);
}

/** Top promos and every banner, for the home page. */
export function loadPromotions(store: AppStore, options?: ServiceOptions) {
  return Promise.all([
    loadThrough(store, promosActions.requested({ query: { position: 'top' }, options }), (s) => s.promos.loading),
    loadThrough(store, bannersActions.requested({ query: {}, options }), (s) => s.banners.loading),
  ]);
}

/** The first page of the user's favourites or watch-later items of one kind (replaces the reacted list). */
export function loadReacted(store: AppStore, query: Pick<ReactedListQuery, 'kind' | 'action'>, options?: ServiceOptions) {
  const action = reactedActions.loadRequested({ query: { ...query, limit: PAGE_SIZE, offset: 0 }, options });
  return loadThrough(store, action, (s) => s.reacted.requesting);
}

/** The first page of the buyer's orders with the given filter (replaces the list). */
export function loadBuyerOrders(store: AppStore, filters: Omit<BuyerOrdersQuery, 'limit' | 'offset'>, options?: ServiceOptions) {
  const action = buyerOrdersActions.loadRequested({ query: { ...filters, limit: PAGE_SIZE, offset: 0 }, options });
  return loadThrough(store, action, (s) => s.buyerOrders.requesting);
}

/** The first page of the user's transactions with the given filters (replaces the list). */
export function loadTransactions(store: AppStore, filters: Omit<UserTransactionsQuery, 'limit' | 'offset'>, options?: ServiceOptions) {
  const action = transactionsActions.loadRequested({ query: { ...filters, limit: PAGE_SIZE, offset: 0 }, options });
  return loadThrough(store, action, (s) => s.transactions.requesting);
}

/** Every digital product the user owns. */
export function loadDownloads(store: AppStore, options?: ServiceOptions) {
  return loadThrough(store, downloadsActions.loadRequested({ query: {}, options }), (s) => s.downloads.requesting);
}

/** The first page of the user's subscriptions (replaces the list). */
export function loadUserSubscriptions(store: AppStore, filters: Omit<UserSubscriptionsQuery, 'limit' | 'offset'>, options?: ServiceOptions) {
  const action = userSubscriptionsActions.loadRequested({ query: { ...filters, limit: PAGE_SIZE, offset: 0 }, options });
  return loadThrough(store, action, (s) => s.userSubscriptions.requesting);
}
