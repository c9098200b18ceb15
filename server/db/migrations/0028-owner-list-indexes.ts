import { sql, type Kysely } from 'kysely';

const TABLES = ['videos', 'galleries', 'products'] as const;

/**
 * The Studio lists a performer's own items of every status (catalogue/owner-search.ts): by newest or oldest made, most
 * liked or most viewed, ties by newest made then id. The public indexes cover live items by publication date only,
 * so a performer with thousands of items had each page sorted from all of them; these give each order its index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`create index ${table}_owner_newest_idx on ${table} (performer_id, created_at desc, id desc)`).execute(db);
    await sql.raw(`create index ${table}_owner_liked_idx on ${table} (performer_id, likes_count desc, created_at desc, id desc)`).execute(db);
    await sql.raw(`create index ${table}_owner_viewed_idx on ${table} (performer_id, views_count desc, created_at desc, id desc)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const name of ['newest', 'liked', 'viewed']) await sql.raw(`drop index ${table}_owner_${name}_idx`).execute(db);
  }
}
