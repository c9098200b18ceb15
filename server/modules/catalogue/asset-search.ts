import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { isLive, prefixQuery } from './live';
import type { SortByValue } from './schemas';
import { assetTextMatch } from './text-search';

type AssetTable = 'videos' | 'galleries' | 'products';
export type AssetQuery = SelectQueryBuilder<Database, AssetTable, object>;

export interface AssetFilters {
  q?: string;
  performerId?: string;
  categoryId?: string;
  tags?: string[];
  excludedId?: string;
  sortBy?: SortByValue;
  /** Extra conditions of one asset type (e.g. videos for sale only). */
  refine?: (query: AssetQuery) => AssetQuery;
}

/**
 * The public search shared by videos, galleries and products: live items only, filtered, sorted on an
 * indexed column with the id as tie-breaker (stable paging), and counted with the same filters.
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
  if (tsQuery) query = query.where(assetTextMatch(tsQuery));
  if (filters.categoryId) query = query.where(sql<boolean>`category_ids @> ${sql.val([filters.categoryId])}::uuid[]`);
  if (filters.tags?.length) query = query.where(sql<boolean>`tags && ${sql.val(filters.tags)}::text[]`);
  if (filters.excludedId) query = query.where('id', '!=', filters.excludedId);
  if (filters.refine) query = filters.refine(query);

  const { performerId } = filters;
  const listed = performerId ? query.where(byPerformer(table, performerId)) : query;
  const sorted = applySort(listed, filters.sortBy ?? 'newest');
  const [rows, total] = await Promise.all([
    sorted.select('id').limit(paging.limit).offset(paging.offset).execute(),
    cappedCount(db, ...(performerId ? performerParts(table, query, performerId) : [query])),
  ]);
  return { ids: rows.map((r) => (r as { id: string }).id), total };
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

/** Counting every match costs as much as reading them all; stopping at the cap keeps big catalogues fast. */
export async function cappedCount(db: Db, ...parts: AssetQuery[]): Promise<number> {
  const row = await cappedCountQuery(db, parts).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The capped count of the items of disjoint parts, as one query (parts after the cap is reached are not read). */
export function cappedCountQuery(db: Db, parts: AssetQuery[]) {
  const matches: SelectQueryBuilder<Database, never, { id: string }> =
    parts.length === 1
      ? parts[0].select('id')
      : parts
          .map((part, i) => db.selectFrom(part.select('id').limit(TOTAL_CAP).as(`part${i}`)).select('id'))
          .reduce((all, part) => all.unionAll(part));
  return db.selectFrom(matches.limit(TOTAL_CAP).as('matches')).select((eb) => eb.fn.countAll<number>().as('n'));
}

function applySort<Q extends AssetQuery>(query: Q, sortBy: SortByValue): Q {
  switch (sortBy) {
    case 'oldest':
      return query.orderBy('published_at', 'asc').orderBy('id', 'asc') as Q;
    case 'popular':
      return query.orderBy('likes_count', 'desc').orderBy('published_at', 'desc').orderBy('id', 'desc') as Q;
    case 'mostViewed':
      return query.orderBy('views_count', 'desc').orderBy('published_at', 'desc').orderBy('id', 'desc') as Q;
    default:
      return query.orderBy('published_at', 'desc').orderBy('id', 'desc') as Q;
  }
}

/** Rows by id, in the order of `ids`. */
export function inOrder<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => Boolean(r));
}
