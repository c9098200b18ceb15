import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import auth from './auth/slice';
import { bannersReducer as banners, promosReducer as promos } from './banners/slice';
import errors from './errors/slice';
import galleries from './galleries/slice';
import performers from './performers/slice';
import photos from './photos/slice';
import products from './products/slice';
import relatedGalleries from './related-galleries/slice';
import relatedVideos from './related-videos/slice';
import ui from './ui/slice';
import user from './user/slice';
import videos from './videos/slice';

const slices = combineReducers({
  auth,
  user,
  ui,
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
});

export type RootState = ReturnType<typeof slices>;

/**
 * HYDRATE carries the state built by getInitialProps: the server's on the first load, the client's own
 * after a client-side navigation. Either way it is the newest truth, so it replaces ours slice by slice.
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (action.type === HYDRATE) {
    return { ...(state as RootState), ...(action.payload as Partial<RootState>) };
  }
  return slices(state, action);
}
