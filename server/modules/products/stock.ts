import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';

// A paid order takes stock and a reversed one gives it back, inside the settlement's transaction.

/** Lowers the stock by `quantity` only while that many are left (null stock is unlimited); false when not. */
export async function takeStock(db: Executor, productId: string, quantity: number): Promise<boolean> {
  const row = await db
    .updateTable('products')
    .set({ stock: sql`case when stock is null then null else stock - ${quantity} end` })
    .where('id', '=', productId)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function restoreStock(db: Executor, productId: string, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .execute();
}
