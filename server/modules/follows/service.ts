import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { SubscriptionRow } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { SubscriptionDto } from '../subscriptions/presenter';
import type { PerformerCard } from '../users/cards';
import { followsRepo as repo } from './repo';
import type { FollowingSchema, FollowStateSchema } from './schemas';

export type FollowStateDto = Static<typeof FollowStateSchema>;
export type FollowingDto = Static<typeof FollowingSchema>;

/** What the follows lean on in other modules. */
export interface FollowsDeps {
  db: Db;
  /** Whether the public sees this performer (a follow needs one). */
  isPublicPerformer(db: Executor, performerId: string): Promise<boolean>;
  /** 403 when the creator blocked the fan. */
  refuseIfBlocked(db: Executor, performerId: string, fanId: string, doing: string): Promise<void>;
  /** The fan's live subscriptions to exactly these performers. */
  liveSubscriptionsTo(fanId: string, performerIds: string[], db?: Executor): Promise<Map<string, SubscriptionRow>>;
  /** Those subscriptions as the API shows them. */
  presentSubscriptions(rows: SubscriptionRow[]): Promise<SubscriptionDto[]>;
  performerCards(ids: string[]): Promise<Map<string, PerformerCard>>;
  /** The creator's items into, or out of, the fan's feed (the feed module's timelines), in the follow's transaction. */
  intoFeed(db: Executor, fanId: string, performerId: string): Promise<void>;
  outOfFeed(db: Executor, fanId: string, performerId: string): Promise<void>;
  /** A deleted account's feed, emptied. */
  feedForgotten(db: Executor, fanId: string): Promise<void>;
}

/**
 * Fans following performers for free: what reaches their feed and their notifications. Subscribing follows (the
 * subscription's start calls followIn in its transaction), and a subscriber cannot unfollow while it lasts. A creator
 * who blocks a fan drops their follow (unfollowIn, in the block's transaction).
 */
export class FollowsService {
  constructor(private readonly deps: FollowsDeps) {}

  async follow(fanId: string, performerId: string): Promise<FollowStateDto> {
    if (fanId === performerId) throw badRequest('You cannot follow yourself.', 'FOLLOWING_YOURSELF');
    const { db, isPublicPerformer, refuseIfBlocked } = this.deps;
    await inTransaction(db, async (trx) => {
      if (!(await isPublicPerformer(trx, performerId))) throw notFound('Performer not found');
      await refuseIfBlocked(trx, performerId, fanId, 'follow them');
      await this.add(trx, fanId, performerId);
    });
    return this.state(fanId, performerId);
  }

  async unfollow(fanId: string, performerId: string): Promise<FollowStateDto> {
    const { db, liveSubscriptionsTo } = this.deps;
    await inTransaction(db, async (trx) => {
      if ((await liveSubscriptionsTo(fanId, [performerId], trx)).size > 0)
        throw conflict('You follow the creators you subscribe to: cancel your subscription, and you can unfollow once it ends.', 'SUBSCRIBED');
      if (!(await this.remove(trx, fanId, performerId))) throw notFound('You do not follow this performer.', 'NOT_FOLLOWING');
    });
    return this.state(fanId, performerId);
  }

  async state(fanId: string, performerId: string): Promise<FollowStateDto> {
    const { db, liveSubscriptionsTo } = this.deps;
    const [following, subscribed, followers] = await Promise.all([
      repo.has(db, fanId, performerId),
      liveSubscriptionsTo(fanId, [performerId]).then((live) => live.size > 0),
      repo.countOf(db, performerId),
    ]);
    return { performerId, following, subscribed, followers };
  }

  /** The fan's creators, the latest followed first, each with their live subscription if any. */
  async following(fanId: string, paging: Paging): Promise<{ data: FollowingDto[]; total: number }> {
    const { db, performerCards, liveSubscriptionsTo, presentSubscriptions } = this.deps;
    const { rows, total } = await repo.page(db, fanId, paging);
    const ids = rows.map((r) => r.performer_id);
    const [cards, live] = await Promise.all([performerCards(ids), liveSubscriptionsTo(fanId, ids)]);
    const subscriptions = new Map((await presentSubscriptions([...live.values()])).map((dto) => [dto.performer?._id, dto]));
    const data = rows.flatMap((row) => {
      const performer = cards.get(row.performer_id);
      // A performer who left the site (a deleted account) leaves the list.
      return performer && performer.username
        ? [{ performer, followedAt: row.created_at.toISOString(), subscription: subscriptions.get(row.performer_id) ?? null }]
        : [];
    });
    return { data, total };
  }

  /** The subscription's start: the subscriber follows (in its transaction). */
  async followIn(trx: Executor, fanId: string, performerId: string): Promise<void> {
    if (fanId !== performerId) await this.add(trx, fanId, performerId);
  }

  /** A block: the blocked fan no longer follows (in the block's transaction). */
  async unfollowIn(trx: Executor, fanId: string, performerId: string): Promise<void> {
    await this.remove(trx, fanId, performerId);
  }

  /** A follow, and the creator's items in the fan's feed (once: following again changes nothing). */
  private async add(trx: Executor, fanId: string, performerId: string): Promise<void> {
    if (await repo.add(trx, fanId, performerId)) await this.deps.intoFeed(trx, fanId, performerId);
  }

  private async remove(trx: Executor, fanId: string, performerId: string): Promise<boolean> {
    const removed = await repo.remove(trx, fanId, performerId);
    if (removed) await this.deps.outOfFeed(trx, fanId, performerId);
    return removed;
  }

  /** A deleted account follows no one and has no feed (in the deletion's transaction). */
  async forget(trx: Executor, fanId: string): Promise<void> {
    await repo.removeAllOf(trx, fanId);
    await this.deps.feedForgotten(trx, fanId);
  }

  /** Who follows each of these performers (told of what they publish). */
  followersOf(performerIds: string[], db: Executor = this.deps.db): Promise<Array<{ userId: string; performerId: string }>> {
    return repo.followersOf(db, [...new Set(performerIds)]);
  }

  /** Whom the fan follows, for their data export. */
  async exportOf(fanId: string): Promise<Array<{ performerId: string; followedAt: string }>> {
    return (await repo.allOf(this.deps.db, fanId)).map((r) => ({ performerId: r.performer_id, followedAt: r.created_at.toISOString() }));
  }
}
