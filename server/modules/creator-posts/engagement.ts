import { addToCounter } from '../../db/counter';
import type { EngagementTarget } from '../engagement/targets';
import { itemPath } from '../catalogue/item-paths';
import { isLive } from '../catalogue/live';

/** Creators' posts as something to comment on and like (nothing else): their likes and comments are counted on the row. */
export const creatorPostEngagementTarget: EngagementTarget = {
  async find(db, id, publicOnly) {
    let query = db.selectFrom('creator_posts').select(['performer_id', 'slug', 'title']).where('id', '=', id);
    if (publicOnly) query = query.where((eb) => isLive(eb));
    const row = await query.executeTakeFirst();
    return row && { ownerId: row.performer_id, title: row.title, path: itemPath('creator_post', row.slug) };
  },
  reactions: ['like'],
  addToCounter: (db, id, column, delta) =>
    column === 'favourites_count' ? Promise.resolve(null) : addToCounter(db, { table: 'creator_posts', key: 'id', id }, column, delta),
  liveIds: (db) =>
    db
      .selectFrom('creator_posts')
      .select('id')
      .where((eb) => isLive(eb)),
};
