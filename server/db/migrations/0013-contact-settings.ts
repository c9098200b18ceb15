import type { Kysely } from 'kysely';

/** Where the contact form's messages go (not public: the address is never shown to visitors). */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: 'contactEmail', value: JSON.stringify('admin@limelight.local'), group: 'general', public: false })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'contactEmail').execute();
}
