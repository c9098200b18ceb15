import { sql, type Kysely } from 'kysely';

/**
 * Performers upload a gallery's photos (resumable, tus, like videos) and sharp makes what the site serves.
 *
 * - photos: `state` (uploading: its upload is under way; ready: processed), the public blurred preview shown to
 *   viewers who may not see the gallery (`blur_key`) and the bytes its files take. A photo's files exist only once
 *   it is ready. The thumbnail is now protected like the full photo: a locked gallery shows only the blurred previews.
 * - galleries: the photo its cover was made from (`cover_photo_id`), as the owner picked it (else the first photo).
 * - uploads: what an upload is for (`kind`): a video's original or a photo (`photo_id`; null once the photo was
 *   removed: the upload is cleaned up).
 * - settings: the most photos a gallery may hold, and the largest photo file.
 */
const SETTINGS = [
  { key: 'galleryMaxPhotos', value: 500, public: true },
  { key: 'uploadPhotoMaxBytes', value: 50 * 1024 ** 2, public: true },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table photos
      add column state text not null default 'ready' check (state in ('uploading', 'ready')),
      add column blur_key text,
      add column bytes bigint not null default 0 check (bytes >= 0),
      alter column file_key drop not null,
      alter column thumb_key drop not null,
      add constraint photos_ready_files check (state <> 'ready' or (file_key is not null and thumb_key is not null))
  `.execute(db);
  await sql`alter table galleries add column cover_photo_id uuid references photos(id) on delete set null`.execute(db);
  await sql`
    alter table uploads
      add column kind text not null default 'video' check (kind in ('video', 'photo')),
      add column photo_id uuid references photos(id) on delete set null
  `.execute(db);
  await sql`create index uploads_photo_idx on uploads (photo_id) where photo_id is not null`.execute(db);
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
  await sql`drop index uploads_photo_idx`.execute(db);
  await sql`alter table uploads drop column photo_id, drop column kind`.execute(db);
  await sql`alter table galleries drop column cover_photo_id`.execute(db);
  await sql`delete from photos where state <> 'ready'`.execute(db);
  await sql`
    alter table photos
      drop constraint photos_ready_files,
      alter column file_key set not null,
      alter column thumb_key set not null,
      drop column bytes, drop column blur_key, drop column state
  `.execute(db);
}
