import { type Kysely, sql } from 'kysely';

/**
 * Whether a coupon redemption took one of the coupon's uses. A redemption is recorded for every paid order with
 * a coupon, but when the last use went to another buyer's payment meanwhile, the payment still completes (the
 * gateway charged the discounted price) without a use to take. A reversal gives a use back only when it took one,
 * so uses_left never grows past what the admin granted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table coupon_redemptions add column use_spent boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table coupon_redemptions drop column use_spent`.execute(db);
}
