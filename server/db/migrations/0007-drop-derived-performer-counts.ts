import { type Kysely, sql } from 'kysely';

/**
 * A performer's live videos, galleries, products and subscribers are counted when read (catalogue/live-counts.ts
 * and the subscriptions module), by the one rule of what is live; the stored copies were written only by the
 * seed and read by nothing, so they go rather than drift.
 */
const DERIVED = ['videos_count', 'galleries_count', 'products_count', 'subscribers_count'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of DERIVED) await sql.raw(`alter table performers drop column ${column}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of DERIVED) await sql.raw(`alter table performers add column ${column} integer not null default 0`).execute(db);
}
