import { sql, type Kysely } from 'kysely';

/**
 * Money that cannot go wrong at checkout:
 * - `orders.intent_key` names what an order pays for ("video:<id>", "subscription:<performer>", a cart's exact
 *   contents); at most one order per buyer and intent awaits payment, which the unique partial index enforces.
 * - `orders.payment_url`: where its open payment is paid, answered again to a second click and offered as "Pay now".
 * - `refunded_cents` on transactions and order lines: what has been given back of them (refunds may be partial).
 * - An order line carries the terms it sells: a subscription's period and whether it renews.
 * - `refunds`: every refund, whole or partial, with what it was for and whether the gateway confirmed it.
 * Coupon redemptions are now taken when the order is created (held by the open order: `paid` false until it is
 * paid) and given back when it is cancelled, expires or fails. Existing redemptions were recorded at payment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column intent_key text`.execute(db);
  await sql`create unique index orders_open_intent_key on orders (buyer_id, intent_key) where status = 'created' and intent_key is not null`.execute(db);
  await sql`alter table orders add column payment_url text`.execute(db);
  await sql`alter table transactions add column refunded_cents integer not null default 0 check (refunded_cents >= 0 and refunded_cents <= amount_cents)`.execute(
    db,
  );
  await sql`alter table order_lines add column period_days integer check (period_days is null or period_days > 0)`.execute(db);
  await sql`alter table order_lines add column recurring boolean`.execute(db);
  await sql`alter table order_lines add column refunded_cents integer not null default 0 check (refunded_cents >= 0 and refunded_cents <= total_cents)`.execute(
    db,
  );
  // Existing subscription lines: their terms as the package says now (the best that is known of them).
  await sql`update order_lines l set period_days = p.period_days, recurring = p.recurring
            from subscription_packages p where l.object_type = 'subscription' and p.id = l.object_id`.execute(db);
  await sql`alter table coupon_redemptions add column paid boolean not null default true`.execute(db);
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('line_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('requested')
        .check(sql`status in ('requested', 'confirmed', 'failed')`),
    )
    .addColumn('gateway_note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index refunds_transaction_idx on refunds (transaction_id, created_at)`.execute(db);
  await sql`create index refunds_requested_idx on refunds (created_at) where status = 'requested'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await sql`alter table coupon_redemptions drop column paid`.execute(db);
  await sql`alter table order_lines drop column refunded_cents`.execute(db);
  await sql`alter table order_lines drop column recurring`.execute(db);
  await sql`alter table order_lines drop column period_days`.execute(db);
  await sql`alter table transactions drop column refunded_cents`.execute(db);
  await sql`alter table orders drop column payment_url`.execute(db);
  await sql`drop index orders_open_intent_key`.execute(db);
  await sql`alter table orders drop column intent_key`.execute(db);
}
