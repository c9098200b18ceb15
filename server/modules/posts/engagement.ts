import type { EngagementTarget } from '../engagement/targets';
import { publishedPosts } from './repo';

/** Posts as something to comment on: site posts have no owner and keep no counters. */
export const postEngagementTarget: EngagementTarget = {
  async find(db, id, publicOnly) {
    const query = publicOnly ? publishedPosts(db).select('id').where('id', '=', id) : db.selectFrom('posts').select('id').where('id', '=', id);
    return (await query.executeTakeFirst()) && { ownerId: null };
  },
};
