import { type Kysely, sql } from 'kysely';

/**
 * What an earning came from, kept on the earning itself: the earnings module owns its table and filters,
 * sums and groups it by source (the performer's earnings by type, each item's sales) without reading the
 * orders module's tables. Copied from the order line when the earning is recorded, and never changed.
 *
 * Indexes for the reads the performer area makes: an admin's list of everyone's earnings (newest first),
 * one performer's by source type, and each item's sales (earned ones only: reversed ones count nowhere).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table earnings
      add column source_type text,
      add column source_id uuid,
      add column quantity integer not null default 1 check (quantity > 0)
  `.execute(db);
  await sql`
    update earnings e set source_type = l.object_type, source_id = l.object_id, quantity = l.quantity
    from order_lines l where l.id = e.order_line_id
  `.execute(db);
  await sql`alter table earnings alter column source_type set not null, alter column source_id set not null`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check check (source_type in ('video', 'gallery', 'product', 'subscription'))`.execute(db);
  await sql`create index earnings_created_idx on earnings (created_at desc, id desc)`.execute(db);
  await sql`create index earnings_performer_source_idx on earnings (performer_id, source_type, created_at desc, id desc)`.execute(db);
  await sql`create index earnings_source_idx on earnings (source_type, source_id) where status = 'earned'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['earnings_source_idx', 'earnings_performer_source_idx', 'earnings_created_idx']) {
    await sql`drop index ${sql.raw(index)}`.execute(db);
  }
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings drop column source_type, drop column source_id, drop column quantity`.execute(db);
}
