import { sql, type Kysely } from 'kysely';

/**
 * Follows: a fan follows a performer for free, to see what they publish in the feed and be told of it. A performer's
 * favourite (the heart on their page) becomes a follow, and so does every subscription to a performer still open:
 * subscribing follows. The feed finds a fan's performers by fan; the releases find a performer's followers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table follows (
      fan_id uuid not null references users (id) on delete cascade,
      performer_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (fan_id, performer_id),
      constraint follows_not_self check (fan_id <> performer_id)
    )`.execute(db);
  await sql`create index follows_performer on follows (performer_id)`.execute(db);
  await sql`
    insert into follows (fan_id, performer_id, created_at)
    select user_id, object_id, min(created_at) from reactions
    where object_type = 'performer' and action = 'favourite' and user_id <> object_id
    group by user_id, object_id
    on conflict do nothing`.execute(db);
  await sql`
    insert into follows (fan_id, performer_id, created_at)
    select user_id, performer_id, min(started_at) from subscriptions
    where performer_id is not null and status in ('active', 'past_due') and user_id <> performer_id
    group by user_id, performer_id
    on conflict do nothing`.execute(db);
  await sql`delete from reactions where object_type = 'performer' and action = 'favourite'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    insert into reactions (user_id, object_type, object_id, action, created_at)
    select fan_id, 'performer', performer_id, 'favourite', created_at from follows`.execute(db);
  await sql`drop table follows`.execute(db);
}
