import { sql, type Kysely } from 'kysely';

/**
 * Promotions become words and a button over a picture, for someone: the button's label (`cta_label`; null: no
 * button, the link is the heading's) and whom the promotion is for (`audience`): everyone, visitors (not logged
 * in), members (logged in without a subscription) or subscribers. Existing promotions stay for everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promotions').addColumn('cta_label', 'text').execute();
  await db.schema
    .alterTable('promotions')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await sql`alter table promotions add constraint promotions_audience_check check (audience in ('everyone', 'visitors', 'members', 'subscribers'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promotions').dropColumn('audience').execute();
  await db.schema.alterTable('promotions').dropColumn('cta_label').execute();
}
