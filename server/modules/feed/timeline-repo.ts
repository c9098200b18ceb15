import { sql } from 'kysely';
import type { FeedTimelineTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { ListPosition } from '../../http/signed-cursor';

export type TimelineKind = FeedTimelineTable['kind'];

/** One item as a timeline holds it. */
export interface TimelineItem {
  kind: TimelineKind;
  id: string;
  performerId: string;
  at: Date;
}

/**
 * Owns `feed_timeline`: each fan's feed, written when a creator they follow releases an item (and filled with the
 * creator's newest items when they start following), read one index range at a time.
 */
export const timelineRepo = {
  /** Released items into their fans' timelines (`fansOf`: each item's performer's fans). */
  async add(db: Executor, items: TimelineItem[], fansOf: (performerId: string) => string[]): Promise<void> {
    const rows = items.flatMap((item) =>
      fansOf(item.performerId).map((fanId) => ({ fan_id: fanId, kind: item.kind, item_id: item.id, performer_id: item.performerId, published_at: item.at })),
    );
    if (rows.length === 0) return;
    await db
      .insertInto('feed_timeline')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  /** A creator's items out of a fan's timeline (an unfollow, a block). */
  async removePerformer(db: Executor, fanId: string, performerId: string): Promise<void> {
    await db.deleteFrom('feed_timeline').where('fan_id', '=', fanId).where('performer_id', '=', performerId).execute();
  },

  async removeAllOf(db: Executor, fanId: string): Promise<void> {
    await db.deleteFrom('feed_timeline').where('fan_id', '=', fanId).execute();
  },

  /** A fan's page: newest first after `after`, of these kinds, optionally only these performers' (subscriptions only). */
  async page(
    db: Executor,
    fanId: string,
    kinds: TimelineKind[],
    performers: string[] | null,
    after: ListPosition | null,
    limit: number,
  ): Promise<TimelineItem[]> {
    let q = db.selectFrom('feed_timeline').select(['kind', 'item_id', 'performer_id', 'published_at']).where('fan_id', '=', fanId).where('kind', 'in', kinds);
    if (performers) {
      if (performers.length === 0) return [];
      q = q.where('performer_id', 'in', performers);
    }
    if (after) q = q.where(sql<boolean>`(published_at, item_id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const rows = await q.orderBy('published_at', 'desc').orderBy('item_id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ kind: r.kind, id: r.item_id, performerId: r.performer_id, at: new Date(r.published_at) }));
  },
};
