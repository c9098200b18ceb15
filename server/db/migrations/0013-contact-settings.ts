import type { Kysely } from 'kysely';

/**
 * Where the contact form's messages go (not public: the address is never shown to visitors), and the form's
 * link in the footer menu.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: 'contactEmail', value: JSON.stringify('admin@limelight.local'), group: 'general', public: false })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const linked = await db.selectFrom('menus').select('id').where('path', '=', '/contact').executeTakeFirst();
  if (!linked) await db.insertInto('menus').values({ title: 'Contact', path: '/contact', section: 'footer', ordering: 3 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menus').where('path', '=', '/contact').where('section', '=', 'footer').execute();
  await db.deleteFrom('settings').where('key', '=', 'contactEmail').execute();
}
