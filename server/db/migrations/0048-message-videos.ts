import { sql, type Kysely } from 'kysely';

const UPLOAD_KINDS = ['video', 'photo', 'product', 'post_media', 'identity', 'message_attachment'];
const checkOf = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * Videos in messages. A creator's video is uploaded (tus, kind 'message_video') into the same drafts as photos, then
 * processed by the video pipeline (uploading -> processing -> ready, or failed with a reason). Its poster is kept in
 * thumb_key (protected, like a photo's thumbnail) and its blurred copy in blur_key (public: what a locked paid message
 * shows), so a message's media share one shape; hls_key is its master playlist (protected).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table message_attachments
      add column kind text not null default 'photo' check (kind in ('photo', 'video')),
      add column source_key text,
      add column hls_key text,
      add column duration_seconds integer,
      add column step text,
      add column percent integer not null default 0 check (percent between 0 and 100),
      add column failure text,
      drop constraint message_attachments_state_check,
      add constraint message_attachments_state_check check (state in ('uploading', 'processing', 'ready', 'failed')),
      drop constraint message_attachments_ready_files,
      add constraint message_attachments_ready_files check (
        state <> 'ready' or (thumb_key is not null and blur_key is not null and (case when kind = 'photo' then file_key is not null else hls_key is not null end))
      ),
      add constraint message_attachments_photo_states check (kind = 'video' or state in ('uploading', 'ready'))
  `.execute(db);
  await sql`
    alter table uploads
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in (${checkOf([...UPLOAD_KINDS, 'message_video'])}))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from uploads where kind = 'message_video'`.execute(db);
  await sql`
    alter table uploads
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in (${checkOf(UPLOAD_KINDS)}))
  `.execute(db);
  // Messages keep their photos; the videos they listed go with their rows.
  await sql`update messages set attachment_ids = array(select a from unnest(attachment_ids) a where a not in (select id from message_attachments where kind = 'video')) where attachment_ids <> '{}'`.execute(
    db,
  );
  await sql`update message_broadcasts set attachment_ids = array(select a from unnest(attachment_ids) a where a not in (select id from message_attachments where kind = 'video')) where attachment_ids <> '{}'`.execute(
    db,
  );
  await sql`delete from message_attachments where kind = 'video'`.execute(db);
  await sql`
    alter table message_attachments
      drop constraint message_attachments_photo_states,
      drop constraint message_attachments_ready_files,
      add constraint message_attachments_ready_files check (state <> 'ready' or (file_key is not null and thumb_key is not null and blur_key is not null)),
      drop constraint message_attachments_state_check,
      add constraint message_attachments_state_check check (state in ('uploading', 'ready')),
      drop column failure,
      drop column percent,
      drop column step,
      drop column duration_seconds,
      drop column hls_key,
      drop column source_key,
      drop column kind
  `.execute(db);
}
