import { sql, type Kysely } from 'kysely';

/**
 * Fans are told when something new is out (a release), once, by a job on the queue.
 *
 * - videos, galleries, products: `announced_at`, when the release was told (null: not yet). What is live now was
 *   out before this migration: it counts as told. The partial index is the job's: active items still to tell.
 * - new_content_mails: per fan and performer, when the last "new from ..." e-mail went and since when releases
 *   wait for the next one (at most one an hour per performer per fan: the rest are batched into it).
 */
const TABLES = ['videos', 'galleries', 'products'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column announced_at timestamptz`.execute(db);
    await sql`update ${sql.table(table)} set announced_at = published_at where status = 'active' and published_at <= now()`.execute(db);
    await sql.raw(`create index ${table}_unannounced_idx on ${table} (published_at) where announced_at is null and status = 'active'`).execute(db);
  }
  await sql`
    create table new_content_mails (
      fan_id uuid not null references users(id) on delete cascade,
      performer_id uuid not null references users(id) on delete cascade,
      last_sent_at timestamptz,
      waiting_since timestamptz,
      primary key (fan_id, performer_id)
    )
  `.execute(db);
  await sql`create index new_content_mails_waiting_idx on new_content_mails (waiting_since) where waiting_since is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table new_content_mails`.execute(db);
  for (const table of TABLES) {
    await sql.raw(`drop index ${table}_unannounced_idx`).execute(db);
    await sql`alter table ${sql.table(table)} drop column announced_at`.execute(db);
  }
}
