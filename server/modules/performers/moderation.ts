import type { ModerationTarget } from '../moderation/targets';
import { usersWithRole } from '../users/queries';
import { publicPerformers } from './repo';

/** Performers' profiles as something to report and take down (the profile page and listings; their content is moderated item by item). */
export const performerModerationTarget: ModerationTarget = {
  async find(db, id, visibleOnly) {
    const query = visibleOnly ? publicPerformers(db) : usersWithRole(db, 'performer').innerJoin('performers', 'performers.user_id', 'users.id');
    const row = await query.select(['users.id', 'users.username', 'users.name', 'performers.moderation']).where('users.id', '=', id).executeTakeFirst();
    return row && { ownerId: row.id, title: row.name || row.username, moderation: row.moderation, path: `/performers/${encodeURIComponent(row.username)}` };
  },
  async moderate(db, id, state, reason) {
    await db.updateTable('performers').set({ moderation: state, moderation_reason: reason }).where('user_id', '=', id).execute();
  },
};
