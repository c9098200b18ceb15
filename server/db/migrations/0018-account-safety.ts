import { sql, type Kysely } from 'kysely';

/**
 * Account safety: an e-mail change waits, on its single-use token, for the new address to be proved (the address
 * rides on the token, so an older link can never apply a newer request); each user's choice of optional mails
 * (no row: the defaults in notifications/preferences.ts); when the user accepted the terms and confirmed being 18+.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_tokens').addColumn('new_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'timestamptz').execute();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('newsletter', 'boolean', (c) => c.notNull())
    .addColumn('new_content', 'boolean', (c) => c.notNull())
    .addColumn('comment_replies', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
  await db.schema.alterTable('email_tokens').dropColumn('new_email').execute();
}
