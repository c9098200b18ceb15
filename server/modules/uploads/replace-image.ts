import { sql } from 'kysely';
import type { Db } from '../../db';
import type { FileStorage } from '../../storage';
import { removeReplaced, storePublicWebp, toWebp, type ImageShape } from './images';

/** The row and column holding a picture's key, and the public folder its files go to. */
export interface ImageSlot {
  table: 'users' | 'comments';
  column: 'avatar_path' | 'cover_path' | 'image_key';
  id: string;
  folder: string;
}

/**
 * Resizes an uploaded picture to `shape`, stores it and points the slot at it; the file it replaces is removed.
 * Answers the updated row, or undefined when the row is gone (the new file is removed then).
 */
export async function replaceImage<Row>(db: Db, storage: FileStorage, slot: ImageSlot, upload: Buffer, shape: ImageShape): Promise<Row | undefined> {
  const key = await storePublicWebp(storage, slot.folder, await toWebp(upload, shape));
  const swapped = await swapKey<Row>(db, slot, key);
  if (!swapped) await removeReplaced(storage, key, null);
  else await removeReplaced(storage, swapped.replaced, key);
  return swapped?.row;
}

/**
 * Sets the key and returns the updated row with the key it replaced, in one statement: the row is locked
 * while read, so two uploads at once each remove exactly the file they replaced.
 */
async function swapKey<Row>(db: Db, { table, column, id }: ImageSlot, key: string): Promise<{ row: Row; replaced: string | null } | undefined> {
  const col = sql.ref(column);
  const { rows } = await sql<Row & { replaced_key: string | null }>`
    update ${sql.table(table)} as t set ${col} = ${key}, updated_at = now()
    from (select id, ${col} as old from ${sql.table(table)} where id = ${id} for update) as o
    where t.id = o.id
    returning t.*, o.old as replaced_key`.execute(db);
  if (!rows[0]) return undefined;
  const { replaced_key, ...row } = rows[0];
  return { row: row as Row, replaced: replaced_key };
}
