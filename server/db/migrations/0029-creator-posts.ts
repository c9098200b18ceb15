import { sql, type Kysely } from 'kysely';

const OWNER_SORTS = { newest: 'created_at desc', liked: 'likes_count desc, created_at desc', viewed: 'views_count desc, created_at desc' };

/**
 * Creators write posts of their own (the site's news stays in `posts`): a title, text with a few marks, up to
 * creatorPostMaxMedia photos (uploaded into the post, processed like a gallery's) or videos of theirs, and an access and
 * price like a video's: a pay-per-view post is sold on its own (orders, purchases and earnings of kind 'creator_post').
 *
 * - creator_posts: the post; indexed for its performer's page (live, newest first) and the Studio's sorts (as 0028).
 * - creator_post_media: its photos and videos in order; a video stays its author's catalogue video (deleting the video
 *   takes it out of the post).
 * - uploads: a post's photo is an upload of kind 'post_media' (`post_media_id`; null once removed, cleaned up).
 * - earnings may come from a post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table creator_posts (
      id uuid primary key default gen_random_uuid(),
      performer_id uuid not null references users(id) on delete cascade,
      slug text not null unique,
      title text not null,
      body text not null default '',
      access text not null default 'subscribers' check (access in ('free', 'subscribers', 'sale')),
      price_cents integer not null default 0 check (price_cents >= 0),
      status text not null default 'draft' check (status in ('draft', 'active', 'inactive')),
      views_count integer not null default 0,
      likes_count integer not null default 0,
      comments_count integer not null default 0,
      media_count integer not null default 0,
      published_at timestamptz,
      announced_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_vector tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')) stored
    )`.execute(db);
  await sql`create index creator_posts_performer_live_idx on creator_posts (performer_id, published_at desc, id desc)
            where status = 'active' and published_at is not null`.execute(db);
  await sql`create index creator_posts_announce_idx on creator_posts (published_at) where announced_at is null and status = 'active'`.execute(db);
  await sql`create index creator_posts_search_idx on creator_posts using gin (search_vector)`.execute(db);
  for (const [name, order] of Object.entries(OWNER_SORTS))
    await sql.raw(`create index creator_posts_owner_${name}_idx on creator_posts (performer_id, ${order}, id desc)`).execute(db);

  await sql`
    create table creator_post_media (
      id uuid primary key default gen_random_uuid(),
      post_id uuid not null references creator_posts(id) on delete cascade,
      kind text not null check (kind in ('photo', 'video')),
      state text not null default 'ready' check (state in ('uploading', 'ready')),
      video_id uuid references videos(id) on delete cascade,
      file_key text,
      thumb_key text,
      blur_key text,
      width integer,
      height integer,
      bytes bigint not null default 0 check (bytes >= 0),
      ordering integer not null default 0,
      created_at timestamptz not null default now(),
      constraint creator_post_media_video check ((kind = 'video') = (video_id is not null)),
      constraint creator_post_media_ready_files check (kind <> 'photo' or state <> 'ready' or (file_key is not null and thumb_key is not null and blur_key is not null)),
      constraint creator_post_media_video_once unique (post_id, video_id)
    )`.execute(db);
  await sql`create index creator_post_media_post_idx on creator_post_media (post_id, ordering, id)`.execute(db);
  await sql`create index creator_post_media_video_idx on creator_post_media (video_id) where video_id is not null`.execute(db);

  await sql`
    alter table uploads
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in ('video', 'photo', 'product', 'post_media')),
      add column post_media_id uuid references creator_post_media(id) on delete set null
  `.execute(db);
  await sql`create index uploads_post_media_idx on uploads (post_media_id) where post_media_id is not null`.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check
            check (source_type in ('video', 'gallery', 'creator_post', 'product', 'subscription', 'shipping'))`.execute(db);
  await db
    .insertInto('settings')
    .values({ key: 'creatorPostMaxMedia', value: JSON.stringify(20), group: 'uploads', public: true })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'creatorPostMaxMedia').execute();
  await sql`delete from earnings where source_type = 'creator_post'`.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check
            check (source_type in ('video', 'gallery', 'product', 'subscription', 'shipping'))`.execute(db);
  await sql`drop index uploads_post_media_idx`.execute(db);
  await sql`delete from uploads where kind = 'post_media'`.execute(db);
  await sql`
    alter table uploads
      drop column post_media_id,
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in ('video', 'photo', 'product'))
  `.execute(db);
  await sql`drop table creator_post_media`.execute(db);
  await sql`drop table creator_posts`.execute(db);
}
