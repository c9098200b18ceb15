import { firstWords, type ModerationTarget } from '../moderation/targets';
import { messagesRepo as repo } from './repo';

/**
 * Messages as something to report and take down: reported only by the person they were sent to (their sender is told
 * they cannot report their own; anyone else finds none), into the admins'
 * queue; a decision hides the message from both sides (its sender is its owner), from their next load of it.
 */
export function messageModerationTarget(): ModerationTarget {
  return {
    async find(db, id, visibleOnly) {
      const row = await repo.messageById(db, id);
      if (!row || (visibleOnly && (row.deleted_at !== null || row.moderation !== null))) return undefined;
      return { ownerId: row.sender_id, title: firstWords(row.body || 'A message', 200), moderation: row.moderation, path: null };
    },
    async moderate(db, id, state, reason) {
      await repo.moderate(db, id, state, reason);
    },
    async mayReport(db, id, reporterId) {
      const row = await repo.messageById(db, id);
      return Boolean(row && (await repo.member(db, row.conversation_id, reporterId)));
    },
  };
}
