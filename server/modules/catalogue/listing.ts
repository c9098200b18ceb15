import { sql, type SelectQueryBuilder } from 'kysely';
import { escapeLike } from '../../db/ids';
import type { Database } from '../../db/schema';

export { PagingQuery } from './schemas';

export interface Paging {
  limit: number;
  offset: number;
}

export const paging = (query: { limit?: number; offset?: number }): Paging => ({
  limit: query.limit ?? 12,
  offset: query.offset ?? 0,
});

type Query<TB extends keyof Database, O> = SelectQueryBuilder<Database, TB, O>;

/** Rows of one page (selected and sorted by `rows`) and the total of the filtered query, in parallel. */
export async function listPage<TB extends keyof Database, O>(
  filtered: Query<TB, object>,
  rows: (query: Query<TB, object>) => Query<TB, O>,
  { limit, offset }: Paging,
): Promise<{ rows: O[]; total: number }> {
  const [items, count] = await Promise.all([
    rows(filtered).limit(limit).offset(offset).execute(),
    filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items as O[], total: Number((count as { n: number }).n) };
}

/** Some word of the column starts with the typed text ("pol" finds "Privacy policy"); case-insensitive. */
export function wordPrefix(column: string, text: string) {
  const prefix = escapeLike(text.trim().toLowerCase());
  const ref = sql`lower(${sql.ref(column)})`;
  return sql<boolean>`(${ref} like ${`${prefix}%`} or ${ref} like ${`% ${prefix}%`})`;
}

/** Whether there is anything to search for in a search box. */
export const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';
