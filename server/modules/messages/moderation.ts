import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Realtime } from '../../realtime/server';
import { firstWords, type ModerationTarget } from '../moderation/targets';
import { messagesRepo as repo } from './repo';

/**
 * Messages as something to report and take down: reported only by the person they were sent to (their sender is told
 * they cannot report their own; anyone else finds none), into the admins'
 * queue; a decision hides the message from both sides (its sender is its owner), live on their open pages; shown again,
 * it is back from their next load of it.
 */
export function messageModerationTarget(realtime: Pick<Realtime, 'toUsers'>): ModerationTarget {
  return {
    async find(db, id, visibleOnly) {
      const row = await repo.messageById(db, id);
      if (!row || (visibleOnly && (row.deleted_at !== null || row.moderation !== null))) return undefined;
      return {
        ownerId: row.sender_id,
        title: firstWords(row.body || 'A message', 200),
        moderation: row.moderation,
        path: null,
        conversation: { id: row.conversation_id, people: await repo.peopleOf(db, row.conversation_id) },
      };
    },
    async moderate(db, id, state, reason) {
      await repo.moderate(db, id, state, reason);
    },
    announce(id, state, { conversation }) {
      if (state !== null && conversation)
        realtime.toUsers(conversation.people, SOCKET_EVENTS.messageHidden, { conversationId: conversation.id, messageId: id });
    },
    async mayReport(db, id, reporterId) {
      const row = await repo.messageById(db, id);
      return Boolean(row && (await repo.member(db, row.conversation_id, reporterId)));
    },
  };
}
