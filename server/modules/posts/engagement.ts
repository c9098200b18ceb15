import type { EngagementTarget } from '../engagement/targets';
import { publishedPosts } from './repo';

/** Posts as something to comment on: site posts have no owner and keep no counters. */
export const postEngagementTarget: EngagementTarget = {
  async find(db, id, publicOnly) {
    const query = publicOnly
      ? publishedPosts(db).select(['slug', 'title']).where('id', '=', id)
      : db.selectFrom('posts').select(['slug', 'title']).where('id', '=', id);
    const row = await query.executeTakeFirst();
    return row && { ownerId: null, title: row.title, path: `/posts/${encodeURIComponent(row.slug)}` };
  },
};
