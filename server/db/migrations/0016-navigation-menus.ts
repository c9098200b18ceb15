import type { Kysely } from 'kysely';

/**
 * Channels and the news list had no link anywhere: they join the header (after the default sections) and the
 * footer. Idempotent: an entry already there (same path and section, e.g. added by the staff) is left alone.
 */
const ENTRIES = [
  { title: 'Channels', path: '/channels', section: 'header', ordering: 5 },
  { title: 'News', path: '/posts', section: 'header', ordering: 6 },
  { title: 'Channels', path: '/channels', section: 'footer', ordering: 4 },
  { title: 'News', path: '/posts', section: 'footer', ordering: 5 },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const entry of ENTRIES) {
    const present = await db.selectFrom('menus').select('id').where('path', '=', entry.path).where('section', '=', entry.section).executeTakeFirst();
    if (!present) await db.insertInto('menus').values(entry).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { path, section, title } of ENTRIES) {
    await db.deleteFrom('menus').where('path', '=', path).where('section', '=', section).where('title', '=', title).execute();
  }
}
