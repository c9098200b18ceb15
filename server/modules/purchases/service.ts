import type { PurchasesTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';

export type PurchasableType = PurchasesTable['object_type'];

export interface PurchasableItem {
  objectType: PurchasableType;
  objectId: string;
}

/** A purchase as a grant: its row, whose it is, and when it was made. */
export interface PurchaseGrant {
  id: string;
  userId: string;
  grantedAt: Date;
}

/** The key of a bought item in the sets this module answers: "video:<id>". */
export const purchaseKey = (item: PurchasableItem): string => `${item.objectType}:${item.objectId}`;

/**
 * Owns `purchases`: what each user has bought. A paid order grants its items (with the order's id) and a
 * reversed order takes back what it granted, so a purchase row exists exactly while the buyer is entitled.
 */
export class PurchasesService {
  constructor(private readonly db: Executor) {}

  /** Who holds this item now (a creator's message to its buyers). */
  async buyersOf(item: PurchasableItem, db: Executor = this.db): Promise<string[]> {
    const rows = await db
      .selectFrom('purchases')
      .select('user_id')
      .distinct()
      .where('object_type', '=', item.objectType)
      .where('object_id', '=', item.objectId)
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** Which of `items` the user bought, as purchaseKey()s, in one query. */
  async boughtAmong(userId: string, items: PurchasableItem[], db: Executor = this.db): Promise<Set<string>> {
    if (items.length === 0) return new Set();
    const rows = await db
      .selectFrom('purchases')
      .select(['object_type', 'object_id'])
      .where('user_id', '=', userId)
      .where('object_id', 'in', [...new Set(items.map((i) => i.objectId))])
      .execute();
    return new Set(rows.map((row) => purchaseKey({ objectType: row.object_type, objectId: row.object_id })));
  }

  /**
   * The purchase rows behind which of `items` the user bought, by purchaseKey(), in one query: each row's id and
   * when it was granted (a protected link names the row it was issued for).
   */
  async grantsAmong(userId: string, items: PurchasableItem[], db: Executor = this.db): Promise<Map<string, PurchaseGrant>> {
    if (items.length === 0) return new Map();
    const rows = await db
      .selectFrom('purchases')
      .select(['id', 'object_type', 'object_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('object_id', 'in', [...new Set(items.map((i) => i.objectId))])
      .execute();
    return new Map(
      rows.map((row) => [purchaseKey({ objectType: row.object_type, objectId: row.object_id }), { id: row.id, userId, grantedAt: new Date(row.created_at) }]),
    );
  }

  /**
   * One purchase by its row id (primary key: one indexed lookup), while it stands; undefined once its order was
   * reversed (the row is deleted) or for an id that never was one.
   */
  async grantById(id: string, db: Executor = this.db): Promise<PurchaseGrant | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await db.selectFrom('purchases').select(['id', 'user_id', 'created_at']).where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, userId: row.user_id, grantedAt: new Date(row.created_at) } : undefined;
  }

  /** Grants what a paid order bought (an item bought before keeps its first grant). */
  async grant(trx: Executor, userId: string, orderId: string, items: PurchasableItem[]): Promise<void> {
    if (items.length === 0) return;
    await trx
      .insertInto('purchases')
      .values(items.map((i) => ({ user_id: userId, object_type: i.objectType, object_id: i.objectId, order_id: orderId })))
      .onConflict((oc) => oc.columns(['user_id', 'object_type', 'object_id']).doNothing())
      .execute();
  }

  /** Takes back these items where this order granted them (a refund of its lines; a grant by another order stays). */
  async revokeOrderItems(trx: Executor, orderId: string, items: PurchasableItem[]): Promise<void> {
    for (const item of items) {
      await trx
        .deleteFrom('purchases')
        .where('order_id', '=', orderId)
        .where('object_type', '=', item.objectType)
        .where('object_id', '=', item.objectId)
        .execute();
    }
  }

  /** Everything the user owns (videos, galleries, products), newest first. */
  allOf(userId: string): Promise<Array<{ objectType: PurchasableType; objectId: string; orderId: string | null; boughtAt: Date }>> {
    return this.db
      .selectFrom('purchases')
      .select(['object_type as objectType', 'object_id as objectId', 'order_id as orderId', 'created_at as boughtAt'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The products a user owns, newest first. */
  productsOf(userId: string): Promise<Array<{ objectId: string; boughtAt: Date }>> {
    return this.db
      .selectFrom('purchases')
      .select(['object_id as objectId', 'created_at as boughtAt'])
      .where('user_id', '=', userId)
      .where('object_type', '=', 'product')
      .orderBy('created_at', 'desc')
      .execute();
  }
}
