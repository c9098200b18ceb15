import type { PurchasesTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';

export type PurchasableType = PurchasesTable['object_type'];

export interface PurchasableItem {
  objectType: PurchasableType;
  objectId: string;
}

/** The key of a bought item in the sets this module answers: "video:<id>". */
export const purchaseKey = (item: PurchasableItem): string => `${item.objectType}:${item.objectId}`;

/** Owns `purchases`: what each user has bought (checkout records them). */
export class PurchasesService {
  constructor(private readonly db: Executor) {}

  /** Which of `items` the user bought, as purchaseKey()s, in one query. */
  async boughtAmong(userId: string, items: PurchasableItem[]): Promise<Set<string>> {
    if (items.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('purchases')
      .select(['object_type', 'object_id'])
      .where('user_id', '=', userId)
      .where('object_id', 'in', [...new Set(items.map((i) => i.objectId))])
      .execute();
    return new Set(rows.map((row) => purchaseKey({ objectType: row.object_type, objectId: row.object_id })));
  }
}
