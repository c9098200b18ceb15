import type { Executor } from '../../db/unit-of-work';
import type { ModerationTarget } from '../moderation/targets';
import { isLive, type PublishedTable } from './live';

/** Each published table's page on the site, and the column its title is in. */
const PAGES: Record<PublishedTable, { page: string; title: 'title' | 'name' }> = {
  videos: { page: '/videos', title: 'title' },
  galleries: { page: '/galleries', title: 'title' },
  products: { page: '/products', title: 'name' },
  creator_posts: { page: '/creator-posts', title: 'title' },
};

/** The moderation target of a published table, for its owning module (videos, galleries, products, creator-posts) to lend. */
export function publishedModerationTarget(table: PublishedTable): ModerationTarget {
  const { page, title } = PAGES[table];
  return {
    async find(db: Executor, id: string, visibleOnly: boolean) {
      let query = db
        .selectFrom(table as 'products')
        .select(['performer_id', 'slug', 'moderation', `${title as 'name'} as title`])
        .where('id', '=', id);
      if (visibleOnly) query = query.where((eb) => isLive(eb));
      const row = await query.executeTakeFirst();
      return row && { ownerId: row.performer_id, title: row.title, moderation: row.moderation, path: `${page}/${encodeURIComponent(row.slug || id)}` };
    },
    async moderate(db: Executor, id: string, state, reason) {
      await db
        .updateTable(table as 'videos')
        .set({ moderation: state, moderation_reason: reason, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
  };
}
