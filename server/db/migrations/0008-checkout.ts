import { type Kysely, sql } from 'kysely';

/**
 * Checkout: coupons, orders with one line per item, the transaction a gateway settles, every webhook delivery
 * (the idempotency record), and each paid line's earning for its performer. Money is integer cents; a coupon's
 * discount and a commission are basis points (1/10,000), so every amount is computed in integers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('discount_bp', 'integer', (c) => c.notNull().check(sql`discount_bp > 0 and discount_bp <= 10000`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('uses_left', 'integer', (c) => c.notNull().check(sql`uses_left >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index coupons_code_key on coupons (lower(code))`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity().unique())
    .addColumn('buyer_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('status_reason', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('discount_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_cents >= 0`),
    )
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('coupon_id', 'uuid', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'text')
    .addColumn('shipping_name', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('shipping_phone', 'text')
    .addColumn('shipping_postal_code', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('orders_total_check', sql`total_cents = subtotal_cents - discount_cents`)
    .execute();
  await sql`create index orders_buyer_idx on orders (buyer_id, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('performer_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'uuid', (c) => c.notNull())
    .addColumn('product_type', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('discount_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_cents >= 0`),
    )
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('delivery_status', 'text')
    .addColumn('shipping_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('order_lines_total_check', sql`total_cents = unit_price_cents * quantity - discount_cents`)
    .execute();
  await sql`create index order_lines_order_idx on order_lines (order_id)`.execute(db);
  await sql`create index order_lines_performer_idx on order_lines (performer_id, created_at desc, id desc)`.execute(db);
  await sql`create index order_lines_object_idx on order_lines (object_type, object_id)`.execute(db);

  // A coupon use, spent when its order is paid and given back when that order is reversed: once per user.
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('coupon_id', 'uuid', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'uuid', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('coupon_redemptions_pkey', ['coupon_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index transactions_buyer_idx on transactions (buyer_id, created_at desc, id desc)`.execute(db);
  await sql`create index transactions_order_idx on transactions (order_id)`.execute(db);
  await sql`create index transactions_created_idx on transactions (created_at desc, id desc)`.execute(db);
  await sql`create index transactions_pending_idx on transactions (created_at) where status = 'pending'`.execute(db);
  await sql`create unique index transactions_gateway_reference_key on transactions (gateway, gateway_reference) where gateway_reference is not null`.execute(
    db,
  );

  // Every webhook delivery, kept for audit; (gateway, event_id) unique is what makes a replay a no-op.
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('webhook_deliveries_event_key', ['gateway', 'event_id'])
    .execute();
  await sql`create index webhook_deliveries_transaction_idx on webhook_deliveries (transaction_id, received_at)`.execute(db);

  await db.schema
    .createTable('earnings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('performer_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('order_line_id', 'uuid', (c) => c.notNull().unique().references('order_lines.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('gross_cents', 'integer', (c) => c.notNull().check(sql`gross_cents >= 0`))
    .addColumn('commission_bp', 'integer', (c) => c.notNull().check(sql`commission_bp between 0 and 10000`))
    .addColumn('commission_cents', 'integer', (c) => c.notNull().check(sql`commission_cents >= 0`))
    .addColumn('net_cents', 'integer', (c) => c.notNull().check(sql`net_cents >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('earned'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reversed_at', 'timestamptz')
    .addCheckConstraint('earnings_split_check', sql`gross_cents = commission_cents + net_cents`)
    .execute();
  await sql`create index earnings_performer_idx on earnings (performer_id, created_at desc, id desc)`.execute(db);

  // Per-performer commission override (null: the site's performerCommission setting; 0 is a valid value).
  await sql`alter table performers add column commission_bp integer check (commission_bp between 0 and 10000)`.execute(db);
  // Which order granted a purchase (null for grants made without one); a reversal removes the grant.
  await sql`alter table purchases add column order_id uuid references orders(id) on delete set null`.execute(db);
  await sql`alter table products add constraint products_stock_check check (stock is null or stock >= 0)`.execute(db);

  await db
    .insertInto('settings')
    .values(
      [
        { key: 'paymentGateway', value: 'sandbox', group: 'payment', public: false },
        { key: 'pendingPaymentHours', value: 24, group: 'payment', public: false },
      ].map((s) => ({ ...s, value: JSON.stringify(s.value) })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', ['paymentGateway', 'pendingPaymentHours']).execute();
  await sql`alter table products drop constraint products_stock_check`.execute(db);
  await sql`alter table purchases drop column order_id`.execute(db);
  await sql`alter table performers drop column commission_bp`.execute(db);
  for (const table of ['earnings', 'webhook_deliveries', 'transactions', 'coupon_redemptions', 'order_lines', 'orders', 'coupons']) {
    await db.schema.dropTable(table).execute();
  }
}
