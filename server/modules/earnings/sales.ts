import { sql } from 'kysely';
import type { EarningSourceType } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';

/** What an item has sold: units, and their gross price in cents (kept earnings only: reversed ones count nowhere). */
export interface Sales {
  salesCount: number;
  revenue: number;
}

export const NO_SALES: Sales = { salesCount: 0, revenue: 0 };

/** What the asset modules ask the earnings module for their owners' listings: a page of items' sales in one query. */
export interface SalesLookup {
  salesOf(sourceType: EarningSourceType, sourceIds: string[]): Promise<Map<string, Sales>>;
}

/**
 * What each item of one kind has sold, as a derived table (source_id, units, gross in cents; kept earnings only, as
 * salesOf counts them) for an owner's list to be ordered by (catalogue/owner-search.ts). `performerId`: only theirs
 * (null: everyone's, an admin's list).
 */
export function salesPerItem(db: Executor, sourceType: EarningSourceType, performerId: string | null) {
  let query = db
    .selectFrom('earnings')
    .select(['source_id', sql<number>`sum(quantity)`.as('units'), sql<number>`sum(gross_cents)`.as('gross')])
    .where('status', '=', 'earned')
    .where('source_type', '=', sourceType);
  if (performerId) query = query.where('performer_id', '=', performerId);
  return query.groupBy('source_id');
}
