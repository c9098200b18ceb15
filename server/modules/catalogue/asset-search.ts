import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { isLive } from './live';
import type { SortByValue } from './schemas';
import { assetSearchMatch, performersNamedBy } from './text-search';
import { prefixQuery } from '../../db/text-query';

type AssetTable = 'videos' | 'galleries' | 'products';
export type AssetQuery = SelectQueryBuilder<Database, AssetTable, object>;
/** Ids of assets, from an asset table or from a derived table of them. */
type IdsQuery = SelectQueryBuilder<Database, never, { id: string }>;

export interface AssetFilters {
  q?: string;
  performerId?: string;
  categoryId?: string;
  tags?: string[];
  excludedId?: string;
  sortBy?: SortByValue;
  /** Extra conditions of one asset type (e.g. videos for sale only). */
  refine?: Refine;
}

/** Extra conditions on an asset search. */
export type Refine = (query: AssetQuery) => AssetQuery;

/** The conditions of every refine given (undefined ones are no condition); undefined when there are none. */
export function refineAll(...refines: Array<Refine | undefined>): Refine | undefined {
  const given = refines.filter((r): r is Refine => r !== undefined);
  return given.length ? (query) => given.reduce((refined, refine) => refine(refined), query) : undefined;
}

/**
 * The public search shared by videos, galleries and products: live items only, filtered, counted up to the
 * cap, and paged in a sort with the id as tie-breaker (stable paging).
 */
export async function searchAssets<T extends AssetTable>(
  db: Db,
  table: T,
  filters: AssetFilters,
  paging: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  let query = (db.selectFrom(table as AssetTable) as AssetQuery).where((eb) => isLive(eb));
  const tsQuery = prefixQuery(filters.q);
  if (filters.q !== undefined && filters.q.trim() !== '' && !tsQuery) return { ids: [], total: 0 };
  if (tsQuery) query = query.where(assetSearchMatch(table, tsQuery, await performersNamedBy(db, tsQuery)));
  if (filters.categoryId) query = query.where(sql<boolean>`category_ids @> ${sql.val([filters.categoryId])}::uuid[]`);
  if (filters.tags?.length) query = query.where(sql<boolean>`tags && ${sql.val(filters.tags)}::text[]`);
  if (filters.excludedId) query = query.where('id', '!=', filters.excludedId);
  if (filters.refine) query = filters.refine(query);

  const { performerId } = filters;
  // Without a full-text or array filter, counting in the newest order makes the planner read a live partial
  // index (every live item, or the videos for sale) instead of filtering rows: left to choose, it prices each
  // page as a disk read and scans ~7,000 videos to count 1,000 for sale.
  const plain = !tsQuery && !filters.categoryId && !filters.tags?.length;
  const counted = plain ? query.orderBy('published_at', 'desc').orderBy('id', 'desc') : query;
  const total = await cappedCount(db, ...(performerId ? performerParts(table, query, performerId) : [counted]));
  if (total < TOTAL_CAP && paging.offset >= total) return { ids: [], total };
  const listed = performerId ? query.where(byPerformer(table, performerId)) : query;
  const sortBy = filters.sortBy ?? 'newest';
  // A page walks down a sort index, skipping what does not match: about limit x catalogue / matches items, the
  // whole catalogue for a word no item has. For a few matches, sorting them (the count just found them) is cheaper.
  const page: IdsQuery = total < FEW_MATCHES ? sortedMatches(db, listed, sortBy) : applySort(listed.select('id'), sortBy);
  const rows = await page.limit(paging.limit).offset(paging.offset).execute();
  return { ids: rows.map((r) => r.id), total };
}

/** The matches, collected first (whatever index finds them best), then sorted. */
function sortedMatches(db: Db, listed: AssetQuery, sortBy: SortByValue) {
  return applySort(
    db
      .with(
        (cte) => cte('matches').materialized(),
        () => listed.select(['id', 'published_at', 'likes_count', 'views_count']),
      )
      .selectFrom('matches')
      .select('id'),
    sortBy,
  );
}

/** Items of a performer: videos they own or take part in (performer_ids mirrors video_performers), else owned. */
function byPerformer(table: AssetTable, performerId: string) {
  return (eb: ExpressionBuilder<Database, AssetTable>) =>
    table === 'videos'
      ? eb.or([eb('performer_id', '=', performerId), eb(sql<boolean>`performer_ids @> ${sql.val([performerId])}::uuid[]`, '=', true)])
      : eb('performer_id', '=', performerId);
}

/**
 * The same items as byPerformer, as disjoint parts a capped count reads one after the other: first the owned
 * ones down the performer index (performer_id, published_at desc, id desc), then the videos they only take part in.
 * `= any` instead of `=` keeps performer_id in the order: with `=` the planner treats it as a constant and walks
 * the newest-first index instead, reading every other performer's items on the way (8 rows in 9 at 100k videos).
 */
function performerParts(table: AssetTable, query: AssetQuery, performerId: string): AssetQuery[] {
  const owned = query
    .where(sql<boolean>`performer_id = any(${sql.val([performerId])}::uuid[])`)
    .orderBy('performer_id')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');
  if (table !== 'videos') return [owned];
  const joined = query.where(sql<boolean>`performer_ids @> ${sql.val([performerId])}::uuid[]`).where('performer_id', '!=', performerId);
  return [owned, joined];
}

/** Totals are exact up to this many; past it a list says 1,000 (the way search engines say "1,000+"). */
export const TOTAL_CAP = 1_000;
/** Fewer matches than this are listed by sorting them rather than by walking a sort index (see searchAssets). */
const FEW_MATCHES = 100;

/** Counting every match costs as much as reading them all; stopping at the cap keeps big catalogues fast. */
export async function cappedCount(db: Db, ...parts: AssetQuery[]): Promise<number> {
  const row = await cappedCountQuery(db, parts).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The capped count of the items of disjoint parts, as one query (parts after the cap is reached are not read). */
export function cappedCountQuery(db: Db, parts: AssetQuery[]) {
  const matches: IdsQuery =
    parts.length === 1
      ? parts[0].select('id')
      : parts.map((part, i) => db.selectFrom(part.select('id').limit(TOTAL_CAP).as(`part${i}`)).select('id')).reduce((all, part) => all.unionAll(part));
  return db.selectFrom(matches.limit(TOTAL_CAP).as('matches')).select((eb) => eb.fn.countAll<number>().as('n'));
}

const ORDERS: Record<SortByValue, Array<[column: string, direction: 'asc' | 'desc']>> = {
  newest: [
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['published_at', 'asc'],
    ['id', 'asc'],
  ],
  popular: [
    ['likes_count', 'desc'],
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  mostViewed: [
    ['views_count', 'desc'],
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
};

/** Ordered for a sort of the listings, on an asset table or on its matches. */
function applySort<Q extends IdsQuery>(query: Q, sortBy: SortByValue): Q {
  return ORDERS[sortBy].reduce((sorted, [column, direction]) => sorted.orderBy(sql.ref(column), direction) as Q, query);
}
