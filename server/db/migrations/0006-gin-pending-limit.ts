import { type Kysely, sql } from 'kysely';

/**
 * GIN indexes keep new entries in an unsorted pending list that every search through the index reads in full;
 * only vacuum (never run on the embedded database) or a list past 4 MB folds it in. After a bulk load the
 * planner then costs the index so high that a search for a rare word scans the whole table (~75 ms at 100k
 * videos) instead of probing the index (under 1 ms). At 64 kB, the minimum, inserts fold the list in often.
 */
const GIN_INDEXES = [
  'users_search_idx',
  'users_roles_idx',
  ...['videos', 'galleries', 'products'].flatMap((t) => [`${t}_tags_idx`, `${t}_search_idx`, `${t}_category_ids_idx`]),
  'videos_performer_ids_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of GIN_INDEXES) {
    await sql.raw(`alter index ${index} set (gin_pending_list_limit = 64)`).execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of GIN_INDEXES) await sql.raw(`alter index ${index} reset (gin_pending_list_limit)`).execute(db);
}
