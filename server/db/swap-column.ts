import { sql } from 'kysely';
import type { Executor } from './unit-of-work';

/**
 * Sets one text column of one row (a picture's storage key) and answers the updated row with the value it
 * replaced, in one statement: the row is locked while read, so two uploads at once each learn exactly the
 * file they replaced. Undefined when there is no such row. For the module that owns `table` to call.
 */
export async function swapColumn<Row>(
  db: Executor,
  table: string,
  column: string,
  id: string,
  value: string,
): Promise<{ row: Row; replaced: string | null } | undefined> {
  const col = sql.ref(column);
  const { rows } = await sql<Row & { replaced_value: string | null }>`
    update ${sql.table(table)} as t set ${col} = ${value}, updated_at = now()
    from (select id, ${col} as old from ${sql.table(table)} where id = ${id} for update) as o
    where t.id = o.id
    returning t.*, o.old as replaced_value`.execute(db);
  if (!rows[0]) return undefined;
  const { replaced_value, ...row } = rows[0];
  return { row: row as Row, replaced: replaced_value };
}
