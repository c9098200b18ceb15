import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paging } from '../http/paging';
import type { Database } from './schema';

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
