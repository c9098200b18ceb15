import { sql, type Kysely } from 'kysely';

/** A creator pins one of their posts to the top of their profile's posts (pinned_at: when; at most one pinned each). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table creator_posts add column pinned_at timestamptz`.execute(db);
  await sql`create unique index creator_posts_one_pinned on creator_posts (performer_id) where pinned_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index creator_posts_one_pinned`.execute(db);
  await sql`alter table creator_posts drop column pinned_at`.execute(db);
}
