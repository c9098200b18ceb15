import type { EarningSourceType } from '../../db/schema';

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
