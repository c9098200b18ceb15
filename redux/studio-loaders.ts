import { PAGE_SIZE } from '../lib/catalogue';
import type { ServiceOptions } from '../lib/request-options';
import type { EarningStatsQuery, EarningTimelineQuery } from '../types/earnings';
import type { PerformerSubscribersQuery } from '../types/subscriptions';
import type { OwnAssetsQuery, SoldLinesQuery } from '../types/studio';
import { earningStatsActions, earningTimelineActions, earningsActions } from './earnings/slice';
import { loadThrough } from './load-through';
import { ownGalleryActions } from './own-galleries/editor-slice';
import { ownGalleriesActions } from './own-galleries/slice';
import { ownPostActions } from './own-creator-posts/editor-slice';
import { ownPostsActions } from './own-creator-posts/slice';
import { ownPackagesActions } from './own-packages/slice';
import { ownProductActions } from './own-products/editor-slice';
import { ownProductsActions } from './own-products/slice';
import { ownVideosActions } from './own-videos/slice';
import { performerSubscribersActions } from './performer-subscribers/slice';
import { soldLinesActions } from './sold-lines/slice';
import type { AppStore } from './store';

// What the Studio's pages load through the slices in getInitialProps (server render and client navigation alike).

const firstPage = { limit: PAGE_SIZE, offset: 0 };

/** The totals, the timeline (by `groupBy`) and the first page of the earnings, all with the same filters. */
export function loadEarnings(store: AppStore, filters: EarningStatsQuery & Pick<EarningTimelineQuery, 'groupBy'>, options?: ServiceOptions) {
  const { groupBy, ...common } = filters;
  return Promise.all([
    loadThrough(store, earningStatsActions.requested({ query: common, options }), (s) => s.earnings.stats.requesting),
    loadThrough(store, earningTimelineActions.requested({ query: { ...common, groupBy }, options }), (s) => s.earnings.timeline.requesting),
    loadThrough(store, earningsActions.loadRequested({ query: { ...common, ...firstPage }, options }), (s) => s.earnings.list.requesting),
  ]);
}

export function loadSubscribers(store: AppStore, filters: Omit<PerformerSubscribersQuery, 'limit' | 'offset'>, options?: ServiceOptions) {
  const action = performerSubscribersActions.loadRequested({ query: { ...filters, ...firstPage }, options });
  return loadThrough(store, action, (s) => s.performerSubscribers.requesting);
}

export function loadSoldLines(store: AppStore, filters: Omit<SoldLinesQuery, 'limit' | 'offset'>, options?: ServiceOptions) {
  return loadThrough(store, soldLinesActions.loadRequested({ query: { ...filters, ...firstPage }, options }), (s) => s.soldLines.requesting);
}

export function loadOwnProducts(store: AppStore, filters: OwnAssetsQuery, options?: ServiceOptions) {
  return loadThrough(store, ownProductsActions.loadRequested({ query: { ...filters, ...firstPage }, options }), (s) => s.ownProducts.requesting);
}

export function loadOwnVideos(store: AppStore, filters: OwnAssetsQuery, options?: ServiceOptions) {
  return loadThrough(store, ownVideosActions.loadRequested({ query: { ...filters, ...firstPage }, options }), (s) => s.ownVideos.requesting);
}

export function loadOwnGalleries(store: AppStore, filters: OwnAssetsQuery, options?: ServiceOptions) {
  return loadThrough(store, ownGalleriesActions.loadRequested({ query: { ...filters, ...firstPage }, options }), (s) => s.ownGalleries.requesting);
}

/** The gallery the editor opens, with every photo. */
export function loadOwnGallery(store: AppStore, id: string, options?: ServiceOptions) {
  return loadThrough(store, ownGalleryActions.requested({ query: { id }, options }), (s) => s.ownGallery.requesting);
}

/** The product the editor opens. */
export function loadOwnProduct(store: AppStore, id: string, options?: ServiceOptions) {
  return loadThrough(store, ownProductActions.requested({ query: { id }, options }), (s) => s.ownProduct.requesting);
}

/** The performer's packages, inactive ones too (their owner is shown those), cheapest first. */
/** A performer's own packages (their id), or with `siteWide` the site's (an admin's page). */
export function loadOwnPackages(store: AppStore, performerId: string | { siteWide: 'true' }, options?: ServiceOptions) {
  const whose = typeof performerId === 'string' ? { performerId } : performerId;
  const action = ownPackagesActions.loadRequested({ query: { ...whose, ...firstPage }, options });
  return loadThrough(store, action, (s) => s.ownPackages.requesting);
}

export function loadOwnPosts(store: AppStore, filters: OwnAssetsQuery, options?: ServiceOptions) {
  return loadThrough(store, ownPostsActions.loadRequested({ query: { ...filters, ...firstPage }, options }), (s) => s.ownPosts.requesting);
}

/** The post the editor opens, with every photo and video. */
export function loadOwnPost(store: AppStore, id: string, options?: ServiceOptions) {
  return loadThrough(store, ownPostActions.requested({ query: { id }, options }), (s) => s.ownPost.requesting);
}
