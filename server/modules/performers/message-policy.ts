import type { MessagePolicy } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { activeUsers } from '../users/queries';

/** Someone as direct messages see them: their name, and for a creator who may write to them first. */
export interface MessagingParty {
  id: string;
  name: string;
  /** null: a fan (not a creator whose profile the public may see). */
  policy: MessagePolicy | null;
}

/** Active accounts among these as messaging sees them (unknown, deleted or suspended ones are left out), in one read. */
export async function messagingParties(db: Executor, ids: string[]): Promise<Map<string, MessagingParty>> {
  const rows = await activeUsers(db)
    .leftJoin('performers', 'performers.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.username', 'performers.message_policy', 'performers.moderation'])
    .where('users.id', 'in', [...new Set(ids)])
    .execute();
  // A creator hidden by the staff is written to by no one new.
  const shown = rows.filter((row) => !row.moderation);
  return new Map(shown.map((row) => [row.id, { id: row.id, name: row.name || row.username, policy: row.message_policy ?? null }]));
}

/** Which of these accounts are creators (a conversation shows the other person as one). */
export async function creatorsAmong(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('performers')
    .select('user_id')
    .where('user_id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function messagePolicyOf(db: Executor, performerId: string): Promise<MessagePolicy | null> {
  const row = await db.selectFrom('performers').select('message_policy').where('user_id', '=', performerId).executeTakeFirst();
  return row?.message_policy ?? null;
}

export async function setMessagePolicy(db: Executor, performerId: string, policy: MessagePolicy): Promise<void> {
  await db.updateTable('performers').set({ message_policy: policy }).where('user_id', '=', performerId).execute();
}
