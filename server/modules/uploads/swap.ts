import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * Sets a file-key column of one row and returns the updated row with the key it replaced, in one statement:
 * the row is locked while read, so two uploads at once each remove exactly the file they replaced.
 * Undefined when there is no such row.
 */
export async function swapFileKey<Row>(
  db: Db,
  table: 'users' | 'comments',
  column: 'avatar_path' | 'cover_path' | 'image_key',
  id: string,
  key: string | null,
): Promise<{ row: Row; replaced: string | null } | undefined> {
  const col = sql.ref(column);
  const { rows } = await sql<Row & { replaced_key: string | null }>`
    update ${sql.table(table)} as t set ${col} = ${key}, updated_at = now()
    from (select id, ${col} as old from ${sql.table(table)} where id = ${id} for update) as o
    where t.id = o.id
    returning t.*, o.old as replaced_key`.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  const { replaced_key, ...row } = first;
  return { row: row as Row, replaced: replaced_key };
}
