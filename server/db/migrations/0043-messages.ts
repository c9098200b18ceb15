import { sql, type Kysely } from 'kysely';

/**
 * Direct messages between two people (a fan and a creator, or two creators): one conversation per pair, each side's
 * place in it (unread count, read and delivered marks, where it sorts in their list), and its messages, newest read
 * first by an index. A creator says who may write to them first (message_policy: their subscribers by default,
 * their followers, or anyone signed in). The messagesPerMinute and messagesPerDay settings limit each sender.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table conversations (
      id uuid primary key default gen_random_uuid(),
      user_low uuid not null references users (id),
      user_high uuid not null references users (id),
      created_at timestamptz not null default now(),
      constraint conversations_pair check (user_low < user_high),
      constraint conversations_one_per_pair unique (user_low, user_high)
    )`.execute(db);
  await sql`
    create table conversation_members (
      conversation_id uuid not null references conversations (id) on delete cascade,
      user_id uuid not null references users (id),
      other_id uuid not null references users (id),
      last_message_at timestamptz,
      unread integer not null default 0 check (unread >= 0),
      read_up_to timestamptz,
      delivered_up_to timestamptz,
      primary key (conversation_id, user_id)
    )`.execute(db);
  await sql`create index conversation_members_list on conversation_members (user_id, last_message_at desc, conversation_id desc) where last_message_at is not null`.execute(
    db,
  );
  await sql`create index conversation_members_unread on conversation_members (user_id) where unread > 0`.execute(db);
  await sql`
    create table messages (
      id uuid primary key default gen_random_uuid(),
      conversation_id uuid not null references conversations (id) on delete cascade,
      sender_id uuid not null references users (id),
      body text not null,
      created_at timestamptz not null default date_trunc('milliseconds', now()),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index messages_history on messages (conversation_id, created_at desc, id desc)`.execute(db);
  await sql`create index messages_sender_recent on messages (sender_id, created_at desc)`.execute(db);
  await sql`alter table performers add column message_policy text not null default 'subscribers' check (message_policy in ('subscribers', 'followers', 'anyone'))`.execute(
    db,
  );
  await db
    .insertInto('settings')
    .values([
      { key: 'messagesPerMinute', value: JSON.stringify(20), group: 'general', public: false },
      { key: 'messagesPerDay', value: JSON.stringify(500), group: 'general', public: false },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', ['messagesPerMinute', 'messagesPerDay']).execute();
  await sql`alter table performers drop column message_policy`.execute(db);
  await sql`drop table messages`.execute(db);
  await sql`drop table conversation_members`.execute(db);
  await sql`drop table conversations`.execute(db);
}
