import { sql, type Kysely } from 'kysely';

/** Items a fan's feed keeps from each followed creator when they start following (older ones stay on the creator's page). */
const BACKFILL = 200;

/**
 * Each fan's feed as a timeline written when a creator's item is released (fan-out on write), so a page is one index
 * range whatever the number of creators followed. Filled here from the follows there are: each followed creator's
 * newest live items.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table feed_timeline (
      fan_id uuid not null references users (id) on delete cascade,
      kind text not null,
      item_id uuid not null,
      performer_id uuid not null,
      published_at timestamptz not null,
      primary key (fan_id, item_id)
    )`.execute(db);
  await sql`create index feed_timeline_newest on feed_timeline (fan_id, published_at desc, item_id desc)`.execute(db);
  await sql`create index feed_timeline_performer on feed_timeline (fan_id, performer_id)`.execute(db);
  for (const [kind, table] of [
    ['video', 'videos'],
    ['gallery', 'galleries'],
    ['product', 'products'],
    ['creator_post', 'creator_posts'],
  ] as const) {
    const live = sql`status = 'active' and moderation is null and published_at is not null and published_at <= now()`;
    await sql`
      insert into feed_timeline (fan_id, kind, item_id, performer_id, published_at)
      select f.fan_id, ${kind}, x.id, x.performer_id, x.published_at
      from follows f cross join lateral (
        select id, performer_id, published_at from ${sql.table(table)}
        where performer_id = f.performer_id and ${live}
        order by published_at desc, id desc limit ${BACKFILL}
      ) x
      on conflict do nothing`.execute(db);
    // A creator's own feed shows their items too.
    await sql`
      insert into feed_timeline (fan_id, kind, item_id, performer_id, published_at)
      select performer_id, ${kind}, id, performer_id, published_at from (
        select id, performer_id, published_at, row_number() over (partition by performer_id order by published_at desc, id desc) as n
        from ${sql.table(table)} where ${live}
      ) x where n <= ${BACKFILL}
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table feed_timeline`.execute(db);
}
