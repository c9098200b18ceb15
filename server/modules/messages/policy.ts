import type { MessagePolicy } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { messagesRepo as repo } from './repo';

/** Someone one may write to, as the policy needs them. */
export interface Correspondent {
  id: string;
  name: string;
  /** A creator's setting of who may write to them first; null for a fan. */
  policy: MessagePolicy | null;
}

export interface PolicyDeps {
  /** The active accounts (not deleted, not suspended) among these, with their creator setting. */
  correspondents(db: Executor, ids: string[]): Promise<Map<string, Correspondent>>;
  isBlocked(db: Executor, performerId: string, userId: string): Promise<boolean>;
  follows(db: Executor, fanId: string, performerId: string): Promise<boolean>;
  subscribes(db: Executor, fanId: string, performerId: string): Promise<boolean>;
}

/**
 * Who may write to whom, the one rule: messages are between fans and creators (or two creators). A creator is
 * written to first by those their setting allows (their live subscribers by default, their followers, or anyone
 * signed in), never by someone they blocked; a fan is written to by the creators they follow or subscribe to. Anyone
 * may answer someone who wrote to them. A refusal is a 4xx saying why. `conversationId`: the pair's conversation, when
 * the caller has looked it up (null: they have none).
 */
export async function refuseUnlessMayWrite(
  db: Executor,
  deps: PolicyDeps,
  senderId: string,
  recipientId: string,
  conversationId?: string | null,
): Promise<Correspondent> {
  if (senderId === recipientId) throw badRequest('You cannot write to yourself.', 'OWN_CONVERSATION');
  const parties = await deps.correspondents(db, [recipientId, senderId]);
  const [recipient, sender] = [parties.get(recipientId), parties.get(senderId)];
  if (!recipient || !sender) throw notFound('User not found', 'USER_NOT_FOUND');
  if (recipient.policy !== null && (await deps.isBlocked(db, recipientId, senderId)))
    throw forbidden(`${recipient.name} does not take messages from you.`, 'BLOCKED_BY_CREATOR');
  if (sender.policy !== null && recipient.policy === null && (await deps.isBlocked(db, senderId, recipientId)))
    throw forbidden('You blocked this person: unblock them to write.', 'BLOCKED');
  const conversation = conversationId === undefined ? await repo.findConversation(db, senderId, recipientId) : conversationId;
  if (conversation && (await repo.wroteIn(db, conversation, recipientId))) return recipient;
  if (recipient.policy === null) {
    if (sender.policy === null) throw forbidden('Messages are between fans and creators.', 'FANS_ONLY');
    if ((await deps.follows(db, recipientId, senderId)) || (await deps.subscribes(db, recipientId, senderId))) return recipient;
    throw forbidden('You can write to fans who follow you, subscribe to you or wrote to you.', 'NOT_YOUR_FAN');
  }
  if (recipient.policy === 'anyone') return recipient;
  if (await deps.subscribes(db, senderId, recipientId)) return recipient;
  if (recipient.policy === 'followers') {
    if (await deps.follows(db, senderId, recipientId)) return recipient;
    throw forbidden(`${recipient.name} reads messages from followers and subscribers: follow them to write.`, 'FOLLOWERS_ONLY');
  }
  throw forbidden(`${recipient.name} reads messages from subscribers: subscribe to write.`, 'SUBSCRIBERS_ONLY');
}
