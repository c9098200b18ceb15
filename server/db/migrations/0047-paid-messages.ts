import { sql, type Kysely } from 'kysely';

const SOURCES = ['video', 'gallery', 'creator_post', 'product', 'subscription', 'shipping', 'tip'];
const UPLOAD_KINDS = ['video', 'photo', 'product', 'post_media', 'identity'];
const checkOf = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * Photos in messages, and paid messages. A sender's photos are uploaded (tus, processed like a gallery's) into a
 * draft for one conversation, or for a message to all (conversation_id null), and leave the draft with the message
 * that takes them: messages.attachment_ids lists them in order, so a message to all shares one set among all its
 * copies. A creator may put a price on a message with photos: its receiver sees blurred previews until they unlock
 * it, a purchase of object_type 'message' (earnings source 'message').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table message_attachments (
      id uuid primary key default gen_random_uuid(),
      sender_id uuid not null references users (id),
      conversation_id uuid references conversations (id) on delete cascade,
      state text not null default 'uploading' check (state in ('uploading', 'ready')),
      sent boolean not null default false,
      file_key text,
      thumb_key text,
      blur_key text,
      width integer,
      height integer,
      bytes bigint not null default 0,
      created_at timestamptz not null default now(),
      constraint message_attachments_ready_files check (state <> 'ready' or (file_key is not null and thumb_key is not null and blur_key is not null))
    )`.execute(db);
  await sql`create index message_attachments_draft on message_attachments (sender_id, conversation_id, created_at) where not sent`.execute(db);
  await sql`alter table messages add column attachment_ids uuid[] not null default '{}'`.execute(db);
  await sql`alter table messages add column price_cents integer check (price_cents is null or price_cents > 0)`.execute(db);
  await sql`alter table message_broadcasts add column attachment_ids uuid[] not null default '{}'`.execute(db);
  await sql`alter table message_broadcasts add column price_cents integer check (price_cents is null or price_cents > 0)`.execute(db);
  await sql`
    alter table uploads
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in (${checkOf([...UPLOAD_KINDS, 'message_attachment'])})),
      add column message_attachment_id uuid references message_attachments (id) on delete set null
  `.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check check (source_type in (${checkOf([...SOURCES, 'message'])}))`.execute(db);
  await db
    .insertInto('settings')
    .values({ key: 'messageMaxPhotos', value: JSON.stringify(10), group: 'uploads', public: true })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'messageMaxPhotos').execute();
  await sql`delete from earnings where source_type = 'message'`.execute(db);
  await sql`alter table earnings drop constraint earnings_source_type_check`.execute(db);
  await sql`alter table earnings add constraint earnings_source_type_check check (source_type in (${checkOf(SOURCES)}))`.execute(db);
  await sql`delete from uploads where kind = 'message_attachment'`.execute(db);
  await sql`
    alter table uploads
      drop column message_attachment_id,
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in (${checkOf(UPLOAD_KINDS)}))
  `.execute(db);
  await sql`alter table message_broadcasts drop column attachment_ids, drop column price_cents`.execute(db);
  await sql`alter table messages drop column attachment_ids, drop column price_cents`.execute(db);
  await sql`drop table message_attachments`.execute(db);
}
