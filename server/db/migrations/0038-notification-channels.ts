import { sql, type Kysely } from 'kysely';

/**
 * Each kind of notification on the site and by e-mail, on the site only, or off, per user: the choices are kept as
 * a map of the kinds they changed (the others keep their default). The two switches that existed (new content and
 * comment replies by e-mail) become their kinds' choices. A notification remembers whether its user wants it by
 * e-mail and when it was last mailed (the digest job mails new activity once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_preferences add column channels jsonb not null default '{}'`.execute(db);
  await sql`
    update notification_preferences set channels =
      case when new_content then '{}'::jsonb else '{"new_content": "site"}'::jsonb end ||
      case when comment_replies then '{}'::jsonb else '{"comment_reply": "site"}'::jsonb end`.execute(db);
  await sql`alter table notification_preferences drop column new_content, drop column comment_replies`.execute(db);
  await sql`alter table notifications add column email_wanted boolean not null default false, add column emailed_at timestamptz`.execute(db);
  await sql`create index notifications_to_mail on notifications (created_at) where email_wanted and read_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index notifications_to_mail`.execute(db);
  await sql`alter table notifications drop column email_wanted, drop column emailed_at`.execute(db);
  await sql`alter table notification_preferences add column new_content boolean not null default true, add column comment_replies boolean not null default true`.execute(
    db,
  );
  await sql`
    update notification_preferences set
      new_content = coalesce(channels->>'new_content', 'email') = 'email',
      comment_replies = coalesce(channels->>'comment_reply', 'email') = 'email'`.execute(db);
  await sql`alter table notification_preferences drop column channels`.execute(db);
}
