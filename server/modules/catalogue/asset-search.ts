import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { isLive, prefixQuery } from './live';
import type { SortByValue } from './schemas';

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
  if (tsQuery) query = query.where(sql<boolean>`search_vector @@ to_tsquery('english', ${tsQuery})`);
  if (filters.performerId) {
    const performerId = filters.performerId;
    // Videos: the owner or a co-performer (performer_ids mirrors video_performers).
    query =
      table === 'videos'
        ? query.where((eb) =>
            eb.or([
              eb('performer_id', '=', performerId),
              eb(sql<boolean>`performer_ids @> ${sql.val([performerId])}::uuid[]`, '=', true),
            ]),
          )
        : query.where('performer_id', '=', performerId);
  }
  if (filters.categoryId) query = query.where(sql<boolean>`category_ids @> ${sql.val([filters.categoryId])}::uuid[]`);
  if (filters.tags?.length) query = query.where(sql<boolean>`tags && ${sql.val(filters.tags)}::text[]`);
  if (filters.excludedId) query = query.where('id', '!=', filters.excludedId);
  if (filters.refine) query = filters.refine(query);

  const sorted = applySort(query, filters.sortBy ?? 'newest');
  const [rows, total] = await Promise.all([
    sorted.select('id').limit(paging.limit).offset(paging.offset).execute(),
    cappedCount(db, query),
  ]);
  return { ids: rows.map((r) => (r as { id: string }).id), total };
}

/** Totals are exact up to this many; past it a list says 1,000 (the way search engines say "1,000+"). */
export const TOTAL_CAP = 1_000;

/** Counting every match costs as much as reading them all; stopping at the cap keeps big catalogues fast. */
export async function cappedCount(db: Db, query: AssetQuery): Promise<number> {
  const row = await db
    .selectFrom(query.select('id').limit(TOTAL_CAP).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
