import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
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

/**
 * The newest live items of these performers, of these kinds, after `after` (null: from the top), at most `limit`.
 * Fan-out on read: for each performer, the index (performer_id, published_at desc, id desc) gives its newest `limit`
 * items after the position (a lateral join), and the merge keeps the newest `limit` of all. A fan following 1,000
 * creators costs 1,000 short index reads per kind, whatever the number of items in all.
 */
export async function feedEntries(db: Executor, performerIds: string[], kinds: FeedKind[], after: FeedPosition | null, limit: number): Promise<FeedEntry[]> {
  if (performerIds.length === 0 || kinds.length === 0) return [];
  const perKind = kinds.map((kind) => {
    let newest = (db.selectFrom(FEED_TABLES[kind]) as unknown as AssetQuery)
      .select(['id', 'performer_id', 'published_at'])
      .where('performer_id', '=', sql.ref<string>('p.performer'))
      .where((eb) => isLive(eb));
    if (after) newest = newest.where(sql<boolean>`(published_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const lateral = newest.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit);
    return sql`select ${kind}::text as kind, x.id, x.performer_id, x.published_at
      from unnest(${sql.val(performerIds)}::uuid[]) as p (performer) cross join lateral (${lateral}) as x`;
  });
  const { rows } = await sql<{ kind: FeedKind; id: string; performer_id: string; published_at: Date }>`
    select * from (${sql.join(perKind, sql` union all `)}) as feed
    order by published_at desc, id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ kind: r.kind, id: r.id, performerId: r.performer_id, at: new Date(r.published_at) }));
}

/**
 * Which of these items are live now. A fan's timeline keeps what was released to it; an item taken down, unpublished
 * or deleted since is skipped when the feed is read (one primary-key read per kind on the page).
 */
export async function liveAmong(db: Executor, entries: Array<{ kind: FeedKind; id: string }>): Promise<Set<string>> {
  const kinds = [...new Set(entries.map((e) => e.kind))];
  if (kinds.length === 0) return new Set();
  const perKind = kinds.map((kind) => {
    const ids = entries.filter((e) => e.kind === kind).map((e) => e.id);
    const live = (db.selectFrom(FEED_TABLES[kind]) as unknown as AssetQuery)
      .select('id')
      .where('id', 'in', ids)
      .where((eb) => isLive(eb));
    return sql`(${live})`;
  });
  const { rows } = await sql<{ id: string }>`${sql.join(perKind, sql` union all `)}`.execute(db);
  return new Set(rows.map((r) => r.id));
}
