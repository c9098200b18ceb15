import { createSelector, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingKind, ListingQuery } from '../types/listing';
import type { Gallery } from '../types/gallery';
import type { Performer } from '../types/performer';
import type { Product } from '../types/product';
import type { Video } from '../types/video';
import { galleriesActions } from './galleries/slice';
import { listingMoreRequested, listingRequested } from './performers/slice';
import { productsActions } from './products/slice';
import type { ListRequest, ListState } from './request-state';
import type { RootState } from './root-reducer';
import { videosActions } from './videos/slice';

export interface ListingItems {
  videos: Video;
  galleries: Gallery;
  products: Product;
  performers: Performer;
}

interface ListingSource<T> {
  select: (state: RootState) => ListState<T>;
  load: (request: ListRequest<ListingQuery>) => PayloadAction<unknown>;
  more: (request: ListRequest<ListingQuery>) => PayloadAction<unknown>;
}

// The performer listing keeps the spec's {requesting, error, data, success}; seen as a list view here.
const selectPerformerListing = createSelector(
  (state: RootState) => state.performers.listing,
  (listing): ListState<Performer> => ({
    items: listing.data?.data ?? [],
    total: listing.data?.total ?? 0,
    requesting: listing.requesting,
    error: listing.error,
    success: listing.success,
  }),
);

type Request<A extends (payload: never) => unknown> = Parameters<A>[0];

/** The four listings behind one list view: where each keeps its state and how it loads and loads more. */
export const listings: { [K in ListingKind]: ListingSource<ListingItems[K]> } = {
  videos: {
    select: (s) => s.videos,
    load: (r) => videosActions.loadRequested(r as Request<typeof videosActions.loadRequested>),
    more: (r) => videosActions.moreRequested(r as Request<typeof videosActions.moreRequested>),
  },
  galleries: {
    select: (s) => s.galleries,
    load: (r) => galleriesActions.loadRequested(r as Request<typeof galleriesActions.loadRequested>),
    more: (r) => galleriesActions.moreRequested(r as Request<typeof galleriesActions.moreRequested>),
  },
  products: {
    select: (s) => s.products,
    load: (r) => productsActions.loadRequested(r as Request<typeof productsActions.loadRequested>),
    more: (r) => productsActions.moreRequested(r as Request<typeof productsActions.moreRequested>),
  },
  performers: {
    select: selectPerformerListing,
    load: (r) => listingRequested(r as Request<typeof listingRequested>),
    more: (r) => listingMoreRequested(r as Request<typeof listingMoreRequested>),
  },
};
