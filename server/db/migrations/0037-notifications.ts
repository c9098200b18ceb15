import { sql, type Kysely } from 'kysely';

/**
 * The notification centre: what happened for a user (a new item from a creator they follow, a reply where they
 * commented, a sale, a renewal...), newest first, read or not. Events of one kind about one thing (likes of one
 * comment, new items of one creator) gather in one unread row ("Aria and 12 others"), by (user, kind, group) while it
 * is unread. The bell counts unread rows; a user's rows go with their account. A subscription remembers the period
 * its renewal reminder was sent for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      group_key text,
      actor_ids uuid[] not null default '{}',
      actors_count integer not null default 0,
      events_count integer not null default 1,
      subject jsonb not null,
      created_at timestamptz not null default date_trunc('milliseconds', now()),
      read_at timestamptz
    )`.execute(db);
  await sql`create index notifications_user_newest on notifications (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_user_unread on notifications (user_id) where read_at is null`.execute(db);
  // The period end a subscription's "renews in 3 days" notice was sent for (once per period).
  await sql`alter table subscriptions add column reminded_period_end timestamptz`.execute(db);
  await sql`create unique index notifications_open_group on notifications (user_id, kind, group_key) where read_at is null and group_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table notifications`.execute(db);
  await sql`alter table subscriptions drop column reminded_period_end`.execute(db);
}
