import { sql, type Kysely } from 'kysely';

/**
 * Payouts (server/modules/payouts). A performer keeps where their money goes in `payout_accounts`: the method, its
 * fields encrypted at rest (AES-256-GCM under a key from PAYOUT_DETAILS_KEY, or one kept in DATA_DIR), a masked
 * summary the pages show, and the threshold below which nothing is sent.
 *
 * An admin pays a batch (`payout_batches`, with the bank's or the wallet's reference): one `payouts` row per performer
 * paid, with the method, the (encrypted) details and the summary as they were when it was sent. Each earning paid names its payout (`payout_id`);
 * an earning refunded after it was paid is owed back and taken off the next payout, which it then names
 * (`clawed_back_by`). A payout by the command line may go to a performer with no details on file (method null). Payouts outlive a performer's account (money records are kept): performer_id is set null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payout_accounts (
      performer_id uuid primary key references users(id) on delete cascade,
      method text not null check (method in ('bank_transfer', 'paypal', 'crypto_wallet')),
      details text not null,
      summary text not null,
      threshold_cents integer not null check (threshold_cents between 1 and 10000000),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table payout_batches (
      id uuid primary key default gen_random_uuid(),
      reference text not null,
      payouts_count integer not null,
      total_cents bigint not null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index payout_batches_newest on payout_batches (created_at desc)`.execute(db);
  await sql`
    create table payouts (
      id uuid primary key default gen_random_uuid(),
      batch_id uuid not null references payout_batches(id),
      performer_id uuid references users(id) on delete set null,
      net_cents integer not null check (net_cents > 0),
      earnings_count integer not null,
      clawed_back_cents integer not null default 0,
      method text,
      details text,
      summary text,
      created_at timestamptz not null default now(),
      unique (batch_id, performer_id)
    )
  `.execute(db);
  await sql`create index payouts_performer on payouts (performer_id, created_at desc)`.execute(db);
  await sql`
    alter table earnings
      add column payout_id uuid references payouts(id),
      add column clawed_back_by uuid references payouts(id)
  `.execute(db);
  // What each performer has to be paid, and owes back: the unpaid kept earnings, and the refunded ones paid already.
  await sql`create index earnings_unpaid on earnings (performer_id, created_at) where paid_out_at is null and status = 'earned'`.execute(db);
  await sql`create index earnings_owed on earnings (performer_id) where paid_out_at is not null and status = 'reversed' and clawed_back_by is null`.execute(db);
  await db
    .insertInto('settings')
    .values([
      { key: 'payoutHoldDays', value: JSON.stringify(7), group: 'payouts', public: false },
      { key: 'payoutMinimumCents', value: JSON.stringify(2000), group: 'payouts', public: false },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', ['payoutHoldDays', 'payoutMinimumCents']).execute();
  await sql`drop index earnings_owed`.execute(db);
  await sql`drop index earnings_unpaid`.execute(db);
  await sql`alter table earnings drop column clawed_back_by, drop column payout_id`.execute(db);
  await sql`drop table payouts`.execute(db);
  await sql`drop table payout_batches`.execute(db);
  await sql`drop table payout_accounts`.execute(db);
}
