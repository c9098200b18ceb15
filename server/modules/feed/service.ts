import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import { liveAmong, type FeedKind } from '../catalogue/feed-items';
import type { ListPosition } from '../../http/signed-cursor';
import { timelineRepo, type TimelineItem } from './timeline-repo';
import type { CreatorPostDto } from '../creator-posts/presenter';
import type { Entitlement, LockedAsset } from '../entitlements/rule';
import type { Viewer } from '../entitlements/service';
import { feedCursor, feedPosition } from './cursor';
import { objectKey } from '../../../lib/engagement';
import type { FeedItemSchema, FeedPageSchema, FeedQuery } from './schemas';

export type FeedItemDto = Static<typeof FeedItemSchema>;
export type FeedPageDto = Static<typeof FeedPageSchema>;
type Filter = NonNullable<Static<typeof FeedQuery>['kind']>;

const KINDS_OF: Record<Filter, FeedKind[]> = {
  all: ['creator_post', 'video', 'gallery', 'product'],
  posts: ['creator_post'],
  videos: ['video'],
  photos: ['gallery'],
};

/** What the feed reads from the modules that own follows, subscriptions, the items and their entitlements. */
export interface FeedDeps {
  db: Db;
  /** Signs the cursors (the site's shared secret). */
  secret: string;
  subscribedBy(fanId: string): Promise<string[]>;
  videos(ids: string[]): Promise<FeedVideo[]>;
  galleries(ids: string[]): Promise<FeedGallery[]>;
  products(ids: string[]): Promise<FeedProduct[]>;
  posts(ids: string[], viewer: Viewer): Promise<CreatorPostDto[]>;
  entitlements(viewer: Viewer, assets: LockedAsset[]): Promise<Map<string, Entitlement>>;
  /** The fan's reactions to each item, by objectKey. */
  reactions(fanId: string, items: Array<{ objectType: FeedKind; objectId: string }>): Promise<Map<string, FeedItemDto['reactions']>>;
}

type FeedVideo = Extract<FeedItemDto, { kind: 'video' }>['video'];
type FeedGallery = Extract<FeedItemDto, { kind: 'gallery' }>['gallery'];
type FeedProduct = Extract<FeedItemDto, { kind: 'product' }>['product'];

/** Reads of the timeline one page may take to skip items no longer live (each reads a page and one more). */
const READ_ROUNDS = 4;

const byId = <T extends { _id: string }>(items: T[]) => new Map(items.map((item) => [item._id, item]));

/**
 * A signed-in fan's feed: what went live from the creators they follow or subscribe to, newest first, a page at a
 * time from a signed cursor (items published meanwhile are neither lost nor repeated: the next page starts after
 * the last item shown). Each item is shown as the fan may see it: cards with their entitlement, posts as their
 * presenter locks them.
 */
export class FeedService {
  constructor(private readonly deps: FeedDeps) {}

  async page(viewer: Viewer & { id: string }, query: Static<typeof FeedQuery>): Promise<FeedPageDto> {
    const { secret } = this.deps;
    const limit = query.limit ?? 12;
    const after = query.cursor ? feedPosition(secret, viewer.id, query.cursor) : null;
    // Subscriptions only: the creators the fan pays for (subscribing follows, so their items are in the timeline).
    const only = query.subscribed ? await this.deps.subscribedBy(viewer.id) : null;
    const { shown, from, more } = await this.livePage(viewer.id, KINDS_OF[query.kind ?? 'all'], only, after, limit);
    const items = await this.present(viewer, shown);
    return { items, next: more && from ? feedCursor(secret, viewer.id, from) : null };
  }

  /**
   * Up to `limit` live items of the fan's timeline after `after`. Items no longer live (taken down or unpublished
   * since they were written) are skipped, reading on for a few rounds; `from` is where the next page starts.
   */
  private async livePage(fanId: string, kinds: FeedKind[], only: string[] | null, after: ListPosition | null, limit: number) {
    const shown: TimelineItem[] = [];
    let from: ListPosition | null = after;
    for (let round = 0; round < READ_ROUNDS; round++) {
      // One more than a page says whether there is a next page.
      const batch = await timelineRepo.page(this.deps.db, fanId, kinds, only, from, limit + 1);
      const live = await liveAmong(this.deps.db, batch);
      for (const entry of batch) {
        if (!live.has(entry.id)) {
          from = entry;
          continue;
        }
        if (shown.length === limit) return { shown, from, more: true };
        shown.push(entry);
        from = entry;
      }
      if (batch.length <= limit) return { shown, from, more: false };
    }
    return { shown, from, more: true };
  }

  private async present(viewer: Viewer & { id: string }, entries: TimelineItem[]): Promise<FeedItemDto[]> {
    const idsOf = (kind: FeedKind) => entries.filter((e) => e.kind === kind).map((e) => e.id);
    const [videos, galleries, products, posts, reactionStates] = await Promise.all([
      this.deps.videos(idsOf('video')).then(byId),
      this.deps.galleries(idsOf('gallery')).then(byId),
      this.deps.products(idsOf('product')).then(byId),
      this.deps.posts(idsOf('creator_post'), viewer).then(byId),
      this.deps.reactions(
        viewer.id,
        entries.map((e) => ({ objectType: e.kind, objectId: e.id })),
      ),
    ]);
    const locked = entries.flatMap((e): LockedAsset[] => {
      const card = e.kind === 'video' ? videos.get(e.id) : e.kind === 'gallery' ? galleries.get(e.id) : undefined;
      return card ? [{ id: e.id, performerId: e.performerId, access: card.access, objectType: e.kind as 'video' | 'gallery' }] : [];
    });
    const entitlements = await this.deps.entitlements(viewer, locked);
    const access = (id: string) => {
      const e = entitlements.get(id)!;
      return { canView: e.allowed, accessReason: e.reason, isBought: e.isBought, isSubscribed: e.isSubscribed };
    };
    // An item that left the site between the two reads is left out.
    return entries.flatMap((e): FeedItemDto[] => {
      const common = { publishedAt: e.at.toISOString(), reactions: reactionStates.get(objectKey({ objectType: e.kind, objectId: e.id }))! };
      if (e.kind === 'video') {
        const video = videos.get(e.id);
        return video ? [{ kind: 'video', ...common, video, access: access(e.id) }] : [];
      }
      if (e.kind === 'gallery') {
        const gallery = galleries.get(e.id);
        return gallery ? [{ kind: 'gallery', ...common, gallery, access: access(e.id) }] : [];
      }
      if (e.kind === 'product') {
        const product = products.get(e.id);
        return product ? [{ kind: 'product', ...common, product }] : [];
      }
      const post = posts.get(e.id);
      return post ? [{ kind: 'creator_post', ...common, post }] : [];
    });
  }
}
