import { type Kysely, sql } from 'kysely';

/**
 * Subscriptions become a business: packages a fan pays for every period, a subscription as a state machine
 * (active -> cancelled | past_due -> expired, see server/modules/subscriptions), renewals as their own orders and
 * transactions, and earnings a performer can see paid out.
 *
 * - subscription_packages: a performer's (or, with no performer, the whole site's) offer: price per period.
 * - subscriptions: expires_at becomes current_period_end (what has been paid for); past_due keeps access until
 *   grace_until; what the fan pays is copied from the package at subscribe, so a price change never touches a
 *   running subscription. At most one subscription per fan and performer (or site) is not expired.
 * - order_lines: a subscription line has object_type 'subscription' (its object the package) and, for the site's
 *   package, no performer (the site keeps it all: no earning).
 * - transactions.subscription_id: which subscription a payment started or renewed.
 * - earnings.paid_out_at: set by the payout command; a performer sees what is paid and what is not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscription_packages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('performer_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('period_days', 'integer', (c) => c.notNull().check(sql`period_days between 1 and 3650`))
    .addColumn('recurring', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index subscription_packages_performer_idx on subscription_packages (performer_id, active, price_cents)`.execute(db);

  await sql`alter table subscriptions rename column expires_at to current_period_end`.execute(db);
  await sql`
    alter table subscriptions
      add column package_id uuid references subscription_packages(id) on delete set null,
      add column price_cents integer not null default 0 check (price_cents >= 0),
      add column currency text not null default 'USD',
      add column period_days integer not null default 30 check (period_days between 1 and 3650),
      add column recurring boolean not null default false,
      add column grace_until timestamptz,
      add column cancelled_at timestamptz,
      add column ended_at timestamptz,
      add column gateway text,
      add column gateway_reference text,
      add column updated_at timestamptz not null default now()
  `.execute(db);
  await sql`update subscriptions set status = 'expired', ended_at = current_period_end where status <> 'active' or current_period_end <= now()`.execute(db);
  // Older rows may overlap; only the latest per fan and performer stays open.
  await sql`
    update subscriptions s set status = 'expired', ended_at = now()
    where s.status <> 'expired' and exists (
      select 1 from subscriptions o
      where o.user_id = s.user_id and o.performer_id is not distinct from s.performer_id and o.status <> 'expired'
        and (o.current_period_end, o.id) > (s.current_period_end, s.id))
  `.execute(db);
  await sql`alter table subscriptions add constraint subscriptions_status_check check (status in ('active', 'cancelled', 'past_due', 'expired'))`.execute(db);
  await sql`drop index subscriptions_user_idx`.execute(db);
  await sql`drop index subscriptions_performer_idx`.execute(db);
  await sql`create index subscriptions_user_idx on subscriptions (user_id, performer_id, current_period_end desc)`.execute(db);
  await sql`create index subscriptions_performer_idx on subscriptions (performer_id, status, current_period_end desc)`.execute(db);
  await sql`
    create unique index subscriptions_one_open_idx on subscriptions (user_id, coalesce(performer_id, '00000000-0000-0000-0000-000000000000'::uuid))
    where status <> 'expired'
  `.execute(db);
  // What the scheduler walks: open subscriptions by the time something is due.
  await sql`create index subscriptions_due_idx on subscriptions (current_period_end) where status <> 'expired'`.execute(db);
  await sql`create unique index subscriptions_gateway_reference_idx on subscriptions (gateway, gateway_reference) where gateway_reference is not null`.execute(
    db,
  );

  await sql`alter table order_lines alter column performer_id drop not null`.execute(db);
  await sql`alter table transactions add column subscription_id uuid references subscriptions(id) on delete set null`.execute(db);
  await sql`create index transactions_subscription_idx on transactions (subscription_id, created_at desc) where subscription_id is not null`.execute(db);

  await sql`alter table earnings add column paid_out_at timestamptz`.execute(db);
  await sql`create index earnings_unpaid_idx on earnings (performer_id, created_at) where paid_out_at is null and status = 'earned'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index earnings_unpaid_idx`.execute(db);
  await sql`alter table earnings drop column paid_out_at`.execute(db);
  await sql`alter table transactions drop column subscription_id`.execute(db);
  await sql`delete from order_lines where performer_id is null`.execute(db);
  await sql`alter table order_lines alter column performer_id set not null`.execute(db);
  for (const index of [
    'subscriptions_gateway_reference_idx',
    'subscriptions_due_idx',
    'subscriptions_one_open_idx',
    'subscriptions_performer_idx',
    'subscriptions_user_idx',
  ]) {
    await sql`drop index ${sql.raw(index)}`.execute(db);
  }
  await sql`alter table subscriptions drop constraint subscriptions_status_check`.execute(db);
  for (const column of [
    'package_id',
    'price_cents',
    'currency',
    'period_days',
    'recurring',
    'grace_until',
    'cancelled_at',
    'ended_at',
    'gateway',
    'gateway_reference',
    'updated_at',
  ]) {
    await sql`alter table subscriptions drop column ${sql.raw(column)}`.execute(db);
  }
  await sql`alter table subscriptions rename column current_period_end to expires_at`.execute(db);
  await sql`create index subscriptions_user_idx on subscriptions (user_id, performer_id, expires_at desc)`.execute(db);
  await sql`create index subscriptions_performer_idx on subscriptions (performer_id, status, expires_at desc)`.execute(db);
  await db.schema.dropTable('subscription_packages').execute();
}
