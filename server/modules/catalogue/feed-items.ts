import { sql } from 'kysely';
import type { Db } from '../../db';
import type { ListPosition } from '../../http/signed-cursor';
import type { AssetQuery } from './asset-search';
import { isLive, type PublishedTable } from './live';

/** What a feed shows, by table. */
export type FeedKind = 'video' | 'gallery' | 'product' | 'creator_post';

export const FEED_TABLES: Record<FeedKind, PublishedTable> = { video: 'videos', gallery: 'galleries', product: 'products', creator_post: 'creator_posts' };

/** A place in the feed: items come newest first, ties broken by id; a page starts after the last item of the one before. */
export type FeedPosition = ListPosition;

export interface FeedEntry extends FeedPosition {
  kind: FeedKind;
  performerId: string;
}

/** For each performer, a lateral read of its newest live items of one kind after the position, at most `perPerformer`. */
function newestOfEach(db: Db, kind: FeedKind, performerIds: string[], after: FeedPosition | null, perPerformer: number) {
  let newest = (db.selectFrom(FEED_TABLES[kind]) as unknown as AssetQuery)
    .select(['id', 'performer_id', 'published_at'])
    .where('performer_id', '=', sql.ref<string>('p.performer'))
    .where((eb) => isLive(eb));
  if (after) newest = newest.where(sql<boolean>`(published_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const lateral = newest.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(perPerformer);
  return sql`select ${kind}::text as kind, x.id, x.performer_id, x.published_at
    from unnest(${sql.val(performerIds)}::uuid[]) as p (performer) cross join lateral (${lateral}) as x`;
}

type EntryRow = { kind: FeedKind; id: string; performer_id: string; published_at: Date };

async function newestOfAll(db: Db, performerIds: string[], kinds: FeedKind[], after: FeedPosition | null, perPerformer: number, limit: number) {
  const { rows } = await sql<EntryRow>`
    select * from (${sql.join(
      kinds.map((kind) => newestOfEach(db, kind, performerIds, after, perPerformer)),
      sql` union all `,
    )}) as feed
    order by published_at desc, id desc
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * The performers who can have an item on the page: the page is the newest `limit` items, and the `limit` performers
 * with the newest latest items already hold `limit` items at least as new as the last of theirs (T), so a performer
 * whose latest item is older than T has nothing on the page. Ties at T stay in.
 */
async function performersOnThePage(db: Db, performerIds: string[], kinds: FeedKind[], after: FeedPosition | null, limit: number): Promise<string[]> {
  const latest = await newestOfAll(db, performerIds, kinds, after, 1, performerIds.length * kinds.length);
  const newestOf = new Map<string, number>();
  for (const row of latest) newestOf.set(row.performer_id, Math.max(newestOf.get(row.performer_id) ?? 0, new Date(row.published_at).getTime()));
  const times = [...newestOf.values()].sort((a, b) => b - a);
  const threshold = times[Math.min(limit, times.length) - 1] ?? 0;
  return [...newestOf].filter(([, at]) => at >= threshold).map(([id]) => id);
}

/**
 * The newest live items of these performers, of these kinds, after `after` (null: from the top), at most `limit`.
 * Fan-out on read, in two steps through the indexes (performer_id, published_at desc, id desc): first each performer's
 * latest item (one short index read each), which says which performers can be on the page (at most `limit` of them,
 * and ties); then those performers' newest `limit` items each, merged. A fan following 1,000 creators costs 1,000
 * one-row index reads per kind and a handful of longer ones, whatever the number of items in all.
 */
export async function feedEntries(db: Db, performerIds: string[], kinds: FeedKind[], after: FeedPosition | null, limit: number): Promise<FeedEntry[]> {
  if (performerIds.length === 0 || kinds.length === 0) return [];
  const candidates = performerIds.length > limit ? await performersOnThePage(db, performerIds, kinds, after, limit) : performerIds;
  if (candidates.length === 0) return [];
  const rows = await newestOfAll(db, candidates, kinds, after, limit, limit);
  return rows.map((r) => ({ kind: r.kind, id: r.id, performerId: r.performer_id, at: new Date(r.published_at) }));
}
