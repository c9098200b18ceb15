import { sql, type Kysely } from 'kysely';

const SOURCES = ['video', 'gallery', 'creator_post', 'product', 'subscription', 'shipping'];

/**
 * Tips: money a fan sends a creator, with an optional message, from the creator's page, one of their items or a
 * conversation. A tip is written when the fan checks out (its order line points at it) and counts once paid; a
 * refund marks it. The creator earns from it like any sale (earnings source 'tip'); the amounts a fan may send are
 * the tipMinCents and tipMaxCents settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table tips (
      id uuid primary key default gen_random_uuid(),
      fan_id uuid not null references users (id),
      performer_id uuid not null references users (id),
      amount_cents integer not null check (amount_cents > 0),
      currency text not null,
      message text,
      on_type text check (on_type in ('video', 'gallery', 'creator_post')),
      on_id uuid,
      paid_at timestamptz,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      constraint tips_on_both check ((on_type is null) = (on_id is null))
    )`.execute(db);
  await sql`create index tips_performer_paid on tips (performer_id, paid_at desc, id desc) where paid_at is not null`.execute(db);
  await sql`create index tips_fan on tips (fan_id, created_at desc)`.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check check (source_type in (${sql.join([...SOURCES, 'tip'].map((s) => sql.lit(s)))}))`.execute(
    db,
  );
  await db
    .insertInto('settings')
    .values([
      { key: 'tipMinCents', value: JSON.stringify(100), group: 'payment', public: true },
      { key: 'tipMaxCents', value: JSON.stringify(50_000), group: 'payment', public: true },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', ['tipMinCents', 'tipMaxCents']).execute();
  await sql`delete from earnings where source_type = 'tip'`.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check check (source_type in (${sql.join(SOURCES.map((s) => sql.lit(s)))}))`.execute(db);
  await sql`drop table tips`.execute(db);
}
