import { sql, type Kysely } from 'kysely';

/** What can be reported and moderated, each kept in its owner's table (videos, galleries, photos, ...). */
const MODERATED = ['videos', 'galleries', 'photos', 'products', 'creator_posts', 'comments', 'performers'] as const;

/**
 * Reports and moderation (server/modules/moderation). A user reports something they can see (a video, gallery, photo,
 * product, creator's post, comment or profile) with a reason and a note; the admins handle it (removed or dismissed),
 * and the reporter is told. Every report of one item is handled together.
 *
 * Each moderated table gets `moderation`: null when nothing stands against the item; 'held' while a report of one of
 * the gravest reasons is reviewed (the reportsHideAtOnce setting); 'taken_down' by an admin (its buyers keep it);
 * 'removed' as illegal (gone for everyone, its buyers too). Anything but null hides the item from the public, with
 * `moderation_reason` saying why.
 *
 * `user_blocks`: a creator blocks a user, who then cannot comment on their content or subscribe to them (a running
 * subscription runs to its end without renewing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports (
      id uuid primary key default gen_random_uuid(),
      reporter_id uuid references users(id) on delete set null,
      object_type text not null check (object_type in ('video', 'gallery', 'photo', 'product', 'creator_post', 'comment', 'performer')),
      object_id uuid not null,
      owner_id uuid references users(id) on delete set null,
      object_title text not null,
      reason text not null check (reason in ('illegal', 'underage', 'non_consensual', 'copyright', 'spam', 'other')),
      note text not null default '',
      state text not null default 'open' check (state in ('open', 'removed', 'dismissed')),
      held boolean not null default false,
      handled_by uuid references users(id) on delete set null,
      handled_at timestamptz,
      outcome_note text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index reports_queue on reports (state, created_at)`.execute(db);
  await sql`create index reports_object on reports (object_type, object_id) where state = 'open'`.execute(db);
  // One open report per reporter and item: reporting it again while it is reviewed adds nothing.
  await sql`create unique index reports_one_open on reports (reporter_id, object_type, object_id) where state = 'open'`.execute(db);
  await sql`create index reports_reporter on reports (reporter_id, created_at desc)`.execute(db);
  for (const table of MODERATED) {
    await sql`
      alter table ${sql.table(table)}
        add column moderation text check (moderation in ('held', 'taken_down', 'removed')),
        add column moderation_reason text
    `.execute(db);
  }
  await sql`
    create table user_blocks (
      performer_id uuid not null references users(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (performer_id, user_id)
    )
  `.execute(db);
  await sql`create index user_blocks_performer on user_blocks (performer_id, created_at desc)`.execute(db);
  await db
    .insertInto('settings')
    .values([{ key: 'reportsHideAtOnce', value: JSON.stringify(true), group: 'moderation', public: false }])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'reportsHideAtOnce').execute();
  for (const table of MODERATED) {
    await sql`alter table ${sql.table(table)} drop column moderation, drop column moderation_reason`.execute(db);
  }
  await sql`drop table user_blocks`.execute(db);
  await sql`drop table reports`.execute(db);
}
