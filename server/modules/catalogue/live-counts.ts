import { sql } from 'kysely';
import type { Db } from '../../db';
import { cappedCountQuery, type AssetQuery } from './asset-search';
import { isLive } from './live';
import type { SubscriptionsService } from '../subscriptions/service';
import { assetSearchMatch } from './text-search';

type AssetTable = 'videos' | 'galleries' | 'products';

/**
 * How many live items of one type a search box finds (up to TOTAL_CAP, like the lists), as a subquery; with the
 * performers it names (performersNamedBy), whose items it also finds.
 */
export function liveMatchingCount(db: Db, table: AssetTable, tsQuery: string, namedPerformerIds: string[]) {
  const matches = (db.selectFrom(table as AssetTable) as AssetQuery).where((eb) => isLive(eb)).where(assetSearchMatch(table, tsQuery, namedPerformerIds));
  return cappedCountQuery(db, [matches]);
}

export interface PerformerContentCounts {
  videos: number;
  galleries: number;
  products: number;
  subscribers: number;
}

/**
 * Exact, live counts for a page of performers, computed at read time (no counters to drift): videos they
 * own or take part in, galleries and products they own (live items only), and live subscribers (asked of
 * the subscriptions module, which owns that rule).
 */
export async function performerContentCounts(
  db: Db,
  subscriptions: SubscriptionsService,
  performerIds: string[],
): Promise<Map<string, PerformerContentCounts>> {
  const ids = [...new Set(performerIds)];
  const counts = new Map(ids.map((id) => [id, { videos: 0, galleries: 0, products: 0, subscribers: 0 }]));
  if (ids.length === 0) return counts;
  const liveVideoIds = db
    .selectFrom('videos')
    .select('id')
    .where((eb) => isLive(eb));
  const ownedOrJoined = db
    .selectFrom('videos')
    .select(['performer_id', 'id'])
    .where((eb) => isLive(eb))
    .where('performer_id', 'in', ids)
    .union(db.selectFrom('video_performers').select(['performer_id', 'video_id as id']).where('performer_id', 'in', ids).where('video_id', 'in', liveVideoIds));
  const owned = (table: 'galleries' | 'products') =>
    db
      .selectFrom(table as 'galleries')
      .select(['performer_id', sql<number>`count(*)`.as('n')])
      .where((eb) => isLive(eb))
      .where('performer_id', 'in', ids)
      .groupBy('performer_id')
      .execute();
  const [videos, galleries, products, subscribers] = await Promise.all([
    db
      .selectFrom(ownedOrJoined.as('v'))
      .select(['v.performer_id', sql<number>`count(*)`.as('n')])
      .groupBy('v.performer_id')
      .execute(),
    owned('galleries'),
    owned('products'),
    subscriptions.liveSubscriberCounts(ids),
  ]);
  const put = (rows: Array<{ performer_id: string | null; n: number }>, key: keyof PerformerContentCounts) => {
    for (const row of rows) if (row.performer_id) counts.get(row.performer_id)![key] = Number(row.n);
  };
  put(videos, 'videos');
  put(galleries, 'galleries');
  put(products, 'products');
  for (const [id, n] of subscribers) counts.get(id)!.subscribers = n;
  return counts;
}
