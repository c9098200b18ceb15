import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Realtime } from '../../realtime/server';
import type { EngagementTargets } from '../engagement/targets';
import { firstWords, type ModerationTarget } from '../moderation/targets';

/**
 * Comments as something to report and remove. A hidden comment leaves its object's list and count at once (the pages
 * open on it are told, as for a deleted one); shown again, it counts again. Visible: not hidden, on something the public sees.
 */
export function commentModerationTarget(targets: EngagementTargets, realtime: Pick<Realtime, 'toObject'>): ModerationTarget {
  return {
    async find(db, id, visibleOnly) {
      const row = await db
        .selectFrom('comments')
        .select(['user_id', 'content', 'moderation', 'object_type', 'object_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || (visibleOnly && (row.moderation !== null || !(await targets.find(db, row.object_type, row.object_id, true))))) return undefined;
      const on = { objectType: row.object_type, objectId: row.object_id };
      return { ownerId: row.user_id, title: firstWords(row.content, 200), moderation: row.moderation, path: null, on };
    },
    async moderate(db, id, state, reason) {
      const before = await db.selectFrom('comments').select(['moderation', 'object_type', 'object_id']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) return;
      await db.updateTable('comments').set({ moderation: state, moderation_reason: reason }).where('id', '=', id).execute();
      const target = { objectType: before.object_type, objectId: before.object_id };
      const wasShown = before.moderation === null;
      if (wasShown !== (state === null)) await targets.addToCounter(db, target, 'comments_count', wasShown ? -1 : 1);
    },
    announce(id, state, { on }) {
      if (state !== null && on) realtime.toObject(on.objectType, on.objectId, SOCKET_EVENTS.commentDeleted, { commentId: id, ...on });
    },
  };
}
