import { sql } from 'kysely';
import type { EngagementTarget } from '../engagement/targets';
import { publicPerformers } from './repo';

/** Performers as something to comment on and like: the likes count on the profile (keyed by the user id). */
export const performerEngagementTarget: EngagementTarget = {
  async find(db, id, publicOnly) {
    const query = publicOnly
      ? publicPerformers(db).select('users.id').where('users.id', '=', id)
      : db.selectFrom('performers').select('user_id as id').where('user_id', '=', id);
    const row = await query.executeTakeFirst();
    return row && { ownerId: row.id };
  },
  async addToCounter(db, id, column, delta) {
    if (column !== 'likes_count') return null;
    const query =
      delta === 0
        ? sql<{ n: number }>`select likes_count as n from performers where user_id = ${id}`
        : sql<{ n: number }>`update performers set likes_count = greatest(likes_count + ${delta}, 0) where user_id = ${id} returning likes_count as n`;
    return (await query.execute(db)).rows[0]?.n ?? 0;
  },
};
