import { sql, type Kysely } from 'kysely';

/**
 * Creators upload videos (resumable, tus) and a job turns each into HLS.
 *
 * - videos: where its media stands (`media_state`: awaiting_upload, uploading, processing, ready, failed; the step
 *   and percent of processing; the failure's reason), the uploaded original (`source_key`), the HLS master playlist
 *   (`hls_key`), whether Publish was pressed before processing ended (`publish_when_ready`), the bytes its files
 *   take (the performer's storage quota) and where its teaser starts. Seeded videos are `ready` with an MP4 file.
 * - uploads: one row per tus upload (its id is the upload's name in storage): whose, for which video, its size and
 *   the bytes received, for the quota, the Studio's progress and the removal of abandoned uploads (and of those
 *   whose video was deleted meanwhile: video_id null).
 * - upload_locks: the lease one process holds on an upload while it writes to it (tus's lock, across processes).
 * - settings: the upload limits.
 */
const SETTINGS = [
  { key: 'uploadMaxBytes', value: 4 * 1024 ** 3, public: true },
  { key: 'performerStorageQuotaBytes', value: 50 * 1024 ** 3, public: false },
  { key: 'uploadVideoContainers', value: ['mp4', 'mov', 'm4v', 'webm', 'mkv', 'avi', '3gp', 'mpg', 'mts', 'flv', 'asf'], public: true },
  { key: 'abandonedUploadHours', value: 24, public: false },
  { key: 'videoMaxDurationMinutes', value: 240, public: true },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table videos
      add column media_state text not null default 'ready'
        check (media_state in ('awaiting_upload', 'uploading', 'processing', 'ready', 'failed')),
      add column media_step text,
      add column media_percent smallint not null default 0 check (media_percent between 0 and 100),
      add column media_error text,
      add column source_key text,
      add column hls_key text,
      add column publish_when_ready boolean not null default false,
      add column storage_bytes bigint not null default 0 check (storage_bytes >= 0),
      add column teaser_start_seconds real check (teaser_start_seconds >= 0)
  `.execute(db);
  await sql`create index videos_performer_storage_idx on videos (performer_id) include (storage_bytes)`.execute(db);

  await sql`
    create table uploads (
      id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      video_id uuid references videos(id) on delete set null,
      size bigint not null check (size > 0),
      received bigint not null default 0 check (received >= 0 and received <= size),
      filename text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )
  `.execute(db);
  await sql`create index uploads_unfinished_idx on uploads (created_at) where finished_at is null`.execute(db);
  await sql`create index uploads_user_unfinished_idx on uploads (user_id) include (size) where finished_at is null`.execute(db);
  await sql`create index uploads_video_idx on uploads (video_id)`.execute(db);

  await sql`create table upload_locks (id text primary key, holder text not null, expires_at timestamptz not null)`.execute(db);

  await db
    .insertInto('settings')
    .values(SETTINGS.map((s) => ({ ...s, group: 'uploads', value: JSON.stringify(s.value) })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('settings')
    .where(
      'key',
      'in',
      SETTINGS.map((s) => s.key),
    )
    .execute();
  await sql`drop table upload_locks`.execute(db);
  await sql`drop table uploads`.execute(db);
  await sql`drop index videos_performer_storage_idx`.execute(db);
  await sql`
    alter table videos
      drop column media_state, drop column media_step, drop column media_percent, drop column media_error,
      drop column source_key, drop column hls_key, drop column publish_when_ready, drop column storage_bytes,
      drop column teaser_start_seconds
  `.execute(db);
}
