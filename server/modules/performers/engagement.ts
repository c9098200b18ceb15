import { addToCounter } from '../../db/counter';
import type { EngagementTarget } from '../engagement/targets';
import { publicPerformers } from './repo';

/** Performers as something to comment on, like and favourite: the likes count on the profile (keyed by the user id). */
export const performerEngagementTarget: EngagementTarget = {
  reactions: ['like', 'favourite'],
  async find(db, id, publicOnly) {
    const query = publicOnly
      ? publicPerformers(db).select('users.id').where('users.id', '=', id)
      : db.selectFrom('performers').select('user_id as id').where('user_id', '=', id);
    const row = await query.executeTakeFirst();
    return row && { ownerId: row.id };
  },
  async addToCounter(db, id, column, delta) {
    if (column !== 'likes_count') return null;
    return addToCounter(db, { table: 'performers', key: 'user_id', id }, column, delta);
  },
  liveIds: (db) => publicPerformers(db).select('users.id as id'),
};
