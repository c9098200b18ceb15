import { addToCounter } from '../../db/counter';
import type { EngagementTarget } from '../engagement/targets';
import type { Executor } from '../../db/unit-of-work';
import { displayNames, usernames } from '../users/cards';
import { publicPerformers } from './repo';

/** Any performer's profile, shown or not (an un-like of a hidden one), with the names the users module keeps. */
async function anyPerformer(db: Executor, id: string): Promise<{ id: string; name: string; username: string } | undefined> {
  const row = await db.selectFrom('performers').select('user_id').where('user_id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [names, usernamesById] = await Promise.all([displayNames(db, [id]), usernames(db, [id])]);
  return { id, name: names.get(id) ?? '', username: usernamesById.get(id) ?? id };
}

/** Performers as something to comment on and like (fans follow them: the follows module): the likes count on the profile (keyed by the user id). */
export const performerEngagementTarget: EngagementTarget = {
  reactions: ['like'],
  async find(db, id, publicOnly) {
    const row = publicOnly
      ? await publicPerformers(db).select(['users.id', 'users.name', 'users.username']).where('users.id', '=', id).executeTakeFirst()
      : await anyPerformer(db, id);
    return row && { ownerId: row.id, title: row.name || row.username, path: `/performers/${encodeURIComponent(row.username)}` };
  },
  async addToCounter(db, id, column, delta) {
    if (column !== 'likes_count') return null;
    return addToCounter(db, { table: 'performers', key: 'user_id', id }, column, delta);
  },
  liveIds: (db) => publicPerformers(db).select('users.id as id'),
};
