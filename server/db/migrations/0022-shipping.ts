import { sql, type Kysely } from 'kysely';

/**
 * Shipping: an order of physical products says which country and city it ships to, and pays a shipping fee per
 * seller who ships (a `shipping` order line, earned by that seller) when the shippingFee setting (cents, public so
 * the cart can show it) is above zero. It is 0 until an admin sets it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column shipping_country text`.execute(db);
  await sql`alter table orders add column shipping_city text`.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check
            check (source_type in ('video', 'gallery', 'product', 'subscription', 'shipping'))`.execute(db);
  await db
    .insertInto('settings')
    .values({ key: 'shippingFee', value: JSON.stringify(0), group: 'payment', public: true })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
