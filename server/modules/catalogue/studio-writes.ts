import type { Updateable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import type { PublishedTable } from './live';

/**
 * Sets columns of one of the Studio's items (and its updated_at), in a transaction of its own: an admin's edit of it
 * commits there with its audit record (performers/admin-edits.ts).
 */
export async function setStudioItem<T extends PublishedTable>(db: Db, table: T, id: string, values: Updateable<Database[T]>): Promise<void> {
  await inTransaction(db, (trx) =>
    trx
      .updateTable(table as 'videos')
      .set({ ...(values as Updateable<Database['videos']>), updated_at: new Date() })
      .where('id', '=', id)
      .execute(),
  );
}
