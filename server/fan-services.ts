import type { Db } from './db';
import type { FileUrls } from './modules/catalogue/file-urls';
import type { CreatorPostsService } from './modules/creator-posts/service';
import type { EntitlementService } from './modules/entitlements/service';
import { FeedService } from './modules/feed/service';
import { feedTimelines } from './modules/feed/timelines';
import { FollowsService } from './modules/follows/service';
import type { GalleriesService } from './modules/galleries/service';
import type { UserBlocks } from './modules/moderation/blocks';
import { performerEngagementTarget } from './modules/performers/engagement';
import type { ProductsService } from './modules/products/service';
import type { ReactionsService } from './modules/reactions/service';
import type { SubscriptionReads } from './modules/subscriptions/reads';
import type { SubscriptionsService } from './modules/subscriptions/service';
import { performerCards } from './modules/users/cards';
import type { VideosService } from './modules/videos/service';

/** A fan's side of following creators: their follows, and the feed of what those creators publish. */
export interface FanServices {
  follows: FollowsService;
  feed: FeedService;
}

interface Deps {
  db: Db;
  files: FileUrls;
  /** Signs the feed's cursors. */
  secret: string;
  blocks: UserBlocks;
  subscriptions: SubscriptionsService;
  subscriptionReads: SubscriptionReads;
  entitlements: EntitlementService;
  videos: VideosService;
  galleries: GalleriesService;
  products: ProductsService;
  creatorPosts: CreatorPostsService;
  reactions: ReactionsService;
}

export function createFanServices(d: Deps): FanServices {
  const follows = new FollowsService({
    db: d.db,
    isPublicPerformer: async (trx, id) => Boolean(await performerEngagementTarget.find(trx, id, true)),
    refuseIfBlocked: (trx, performerId, fanId, doing) => d.blocks.refuseIfBlocked(trx, performerId, fanId, doing),
    liveSubscriptionsTo: (fanId, ids, trx) => d.subscriptions.liveTo(fanId, ids, trx),
    presentSubscriptions: (rows) => d.subscriptionReads.present(rows),
    performerCards: (ids) => performerCards(d.db, d.files, ids),
    intoFeed: (trx, fanId, performerId) => feedTimelines.backfill(trx, fanId, performerId),
    outOfFeed: (trx, fanId, performerId) => feedTimelines.drop(trx, fanId, performerId),
    feedForgotten: (trx, fanId) => feedTimelines.forget(trx, fanId),
  });
  const feed = new FeedService({
    db: d.db,
    secret: d.secret,
    subscribedBy: (fanId) => d.subscriptions.livePerformerIdsOf(fanId),
    videos: (ids) => d.videos.cards(ids),
    galleries: (ids) => d.galleries.cards(ids),
    products: (ids) => d.products.cards(ids),
    posts: (ids, viewer) => d.creatorPosts.liveByIds(ids, viewer),
    entitlements: (viewer, assets) => d.entitlements.forViewer(viewer, assets),
    reactions: (fanId, items) => d.reactions.states(fanId, items),
  });
  return { follows, feed };
}
