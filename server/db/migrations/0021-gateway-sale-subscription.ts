import { sql, type Kysely } from 'kysely';

/**
 * `transactions.gateway_subscription_reference`: the id the gateway files a payment under for its own API, when
 * it is not the payment's reference. CCBill gives every sale (one-off or recurring) a subscriptionId beside its
 * transactionId, and its DataLink API refunds a sale by that subscriptionId and an amount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table transactions add column gateway_subscription_reference text`.execute(db);
}
