import type { Db } from '../../db';

/** A package counts as monthly when it runs for about a month (28-31 days). */
const MONTH_DAYS = { min: 28, max: 31 };

/**
 * The cheapest active monthly package that unlocks a performer's subscriber content (theirs or the site's
 * all-access one), in integer cents; null when there is none.
 */
export async function cheapestMonthlyPrice(db: Db, performerId: string): Promise<number | null> {
  const row = await db
    .selectFrom('subscription_packages')
    .select((eb) => eb.fn.min('price_cents').as('price'))
    .where('active', '=', true)
    .where('period_days', '>=', MONTH_DAYS.min)
    .where('period_days', '<=', MONTH_DAYS.max)
    .where((eb) => eb.or([eb('performer_id', '=', performerId), eb('performer_id', 'is', null)]))
    .executeTakeFirst();
  return row?.price == null ? null : Number(row.price);
}
