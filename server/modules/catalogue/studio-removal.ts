import type { Db } from '../../db';
import type { EarningSourceType } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import type { SalesLookup } from '../earnings/sales';
import type { PublishedTable } from './live';

/** What deleting an item from the Studio did. */
export type Removal = 'deleted' | 'kept for buyers';

/**
 * Deletes an item the Studio shows (then `removeFiles`). One that someone bought is kept for its buyers instead (the
 * industry keeps purchased content available): it leaves the site and the Studio, its files stay for those who paid.
 */
export async function removeUnlessBought(
  db: Db,
  sales: SalesLookup,
  item: { table: PublishedTable; kind: EarningSourceType; id: string },
  removeFiles: () => Promise<void>,
): Promise<Removal> {
  const sold = (await sales.salesOf(item.kind, [item.id])).get(item.id);
  if (sold && sold.salesCount > 0) {
    await inTransaction(db, (trx) =>
      trx
        .updateTable(item.table as 'videos')
        .set({ status: 'inactive', updated_at: new Date() })
        .where('id', '=', item.id)
        .execute(),
    );
    return 'kept for buyers';
  }
  await inTransaction(db, (trx) =>
    trx
      .deleteFrom(item.table as 'videos')
      .where('id', '=', item.id)
      .execute(),
  );
  await removeFiles();
  return 'deleted';
}
