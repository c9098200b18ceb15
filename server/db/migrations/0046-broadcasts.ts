import { sql, type Kysely } from 'kysely';

/**
 * Messages to all: a creator writes once to their subscribers, their followers, or those who bought one of their
 * items; a worker delivers it as a message into each one's conversation, a batch at a time, once each (a unique index
 * per broadcast and conversation). Fans who turned such messages off (notification_preferences.mass_messages) or
 * whom the creator blocked are left out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table message_broadcasts (
      id uuid primary key default gen_random_uuid(),
      performer_id uuid not null references users (id),
      audience text not null check (audience in ('subscribers', 'followers', 'buyers')),
      item_type text check (item_type in ('video', 'gallery', 'product', 'creator_post')),
      item_id uuid,
      body text not null,
      state text not null default 'sending' check (state in ('sending', 'sent')),
      recipients integer not null default 0,
      delivered integer not null default 0,
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      constraint message_broadcasts_item check ((audience = 'buyers') = (item_id is not null) and (item_id is null) = (item_type is null))
    )`.execute(db);
  await sql`create index message_broadcasts_performer on message_broadcasts (performer_id, created_at desc)`.execute(db);
  // Who it is for, fixed when it is sent; each marked once its message is written (in the same transaction).
  await sql`
    create table message_broadcast_recipients (
      broadcast_id uuid not null references message_broadcasts (id) on delete cascade,
      user_id uuid not null references users (id),
      delivered_at timestamptz,
      primary key (broadcast_id, user_id)
    )`.execute(db);
  await sql`create index message_broadcast_recipients_waiting on message_broadcast_recipients (broadcast_id, user_id) where delivered_at is null`.execute(db);
  await sql`alter table messages add column broadcast_id uuid references message_broadcasts (id)`.execute(db);
  await sql`create unique index messages_broadcast_once on messages (broadcast_id, conversation_id) where broadcast_id is not null`.execute(db);
  await sql`alter table notification_preferences add column mass_messages boolean not null default true`.execute(db);
  await db
    .insertInto('settings')
    .values({ key: 'broadcastsPerDay', value: JSON.stringify(5), group: 'general', public: false })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'broadcastsPerDay').execute();
  await sql`alter table notification_preferences drop column mass_messages`.execute(db);
  await sql`alter table messages drop column broadcast_id`.execute(db);
  await sql`drop table message_broadcasts`.execute(db);
}
