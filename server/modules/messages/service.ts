import type { Static } from '@sinclair/typebox';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import type { MessagePolicy, MessageRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../http/errors';
import { cursorPosition, signedCursor, type ListPosition } from '../../http/signed-cursor';
import type { Realtime } from '../../realtime/server';
import type { SettingsService } from '../settings/service';
import type { PerformerCard } from '../users/cards';
import { refuseUnlessMayWrite, type PolicyDeps } from './policy';
import { messagesRepo as repo } from './repo';
import { attachmentsRepo } from './attachments-repo';
import { MESSAGE_MAX, type ConversationSchema, type MessageContent, type MessageExportSchema, type MessageSchema, type UnreadMessagesSchema } from './schemas';
import { toMessage, type MessageViews } from './views';

type MessageDto = Static<typeof MessageSchema>;
type ConversationDto = Static<typeof ConversationSchema>;
type Unread = Static<typeof UnreadMessagesSchema>;
type MemberRow = NonNullable<Awaited<ReturnType<typeof repo.member>>>;

/** A tip as its conversation shows it. */
export interface PaidTip {
  id: string;
  fanId: string;
  performerId: string;
  amountCents: number;
  currency: string;
  message: string | null;
}

export interface MessagesDeps extends PolicyDeps {
  db: Db;
  /** Signs the list cursors (the site's shared secret). */
  secret: string;
  settings: SettingsService;
  realtime: Pick<Realtime, 'toUser' | 'toUsers'>;
  /** Messages as each person sees them (photos, paid ones locked or not). */
  views: MessageViews;
  /** People's names and pictures (the users module's cards), and which of them are creators. */
  cards(ids: string[]): Promise<Map<string, PerformerCard>>;
  creatorsAmong(ids: string[]): Promise<Set<string>>;
  /** A creator's setting of who may write to them first (the performers module keeps it). */
  policyOf(performerId: string): Promise<MessagePolicy | null>;
  setPolicy(performerId: string, policy: MessagePolicy): Promise<void>;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A message's text as kept: trimmed; too long or with control characters refused; empty only with photos. */
export function textOf(body: string, withPhotos = false): string {
  if (CONTROL.test(body)) throw badRequest('A message cannot hold control characters.', 'INVALID_MESSAGE');
  const text = body.trim();
  if (text === '' && !withPhotos) throw badRequest('Write something first.', 'EMPTY_MESSAGE');
  if ([...text].length > MESSAGE_MAX) throw badRequest(`A message has at most ${MESSAGE_MAX} characters.`, 'INVALID_MESSAGE');
  return text;
}

/**
 * Direct messages: who may write to whom (./policy.ts), sending within the flood limits, each person's list of
 * conversations and their history a page at a time (signed cursors), read and delivered marks, deleting one's own
 * message, and all of it live on every tab and device of both people (told after the change commits).
 */
export class MessagesService {
  constructor(private readonly deps: MessagesDeps) {}

  /**
   * To a person: their conversation with the sender (made at the first message), if the sender may write to them.
   * Photos come from the sender's draft for that conversation; a price (a creator's, on photos) makes it paid.
   */
  async sendTo(senderId: string, recipientId: string, content: MessageContent, known?: { conversationId: string }): Promise<MessageDto> {
    const photos = content.attachments ?? [];
    const text = textOf(content.body, photos.length > 0);
    await this.refuseBadPrice(senderId, content.priceCents, photos);
    return inTransaction(this.deps.db, async (trx, afterCommit) => {
      const existing = known?.conversationId ?? (await repo.findConversation(trx, senderId, recipientId));
      await refuseUnlessMayWrite(trx, this.deps, senderId, recipientId, existing);
      await this.refuseFlood(trx, senderId);
      const conversationId = existing ?? (await repo.conversationOf(trx, senderId, recipientId));
      const attachments = await attachmentsRepo.take(trx, senderId, conversationId, photos);
      if (!attachments)
        throw badRequest(
          'Those photos or videos are not ready in this message: wait for their upload and processing, or choose them again.',
          'BAD_ATTACHMENTS',
        );
      const message = (await repo.send(trx, conversationId, senderId, text, { attachments, priceCents: content.priceCents ?? null }))!;
      afterCommit(() => this.tellSent(message, recipientId));
      return this.deps.views.one(senderId, message, trx);
    });
  }

  /** Into one of the sender's conversations (404 for anyone else's). */
  async send(senderId: string, conversationId: string, content: MessageContent): Promise<MessageDto> {
    const member = await repo.member(this.deps.db, conversationId, senderId);
    if (!member) throw notFound('Conversation not found', 'CONVERSATION_NOT_FOUND');
    return this.sendTo(senderId, member.other_id, content, { conversationId });
  }

  /** A price is a creator's, on photos (what it unlocks). */
  async refuseBadPrice(senderId: string, priceCents: number | undefined, photos: string[]): Promise<void> {
    if (priceCents === undefined) return;
    if (photos.length === 0) throw badRequest('A price goes with photos or videos: it is what unlocks them.', 'PRICE_WITHOUT_PHOTOS');
    if (!(await this.deps.creatorsAmong([senderId])).has(senderId)) throw new HttpError(403, 'Only creators sell messages.', 'NOT_A_CREATOR');
  }

  /** The user's conversations, the latest active first, a page at a time. */
  async conversations(userId: string, cursor: string | undefined, limit = 20): Promise<{ items: ConversationDto[]; next: string | null }> {
    const after = cursor ? this.position('conversations', userId, cursor) : null;
    const rows = await repo.conversationsOf(this.deps.db, userId, after, limit + 1);
    const shown = rows.slice(0, limit);
    const items = await this.present(userId, shown);
    const last = shown.at(-1);
    const next = rows.length > limit && last ? this.cursor('conversations', userId, { at: last.last_message_at!, id: last.conversation_id }) : null;
    return { items, next };
  }

  /** The viewer's conversation with a person, if any, and whether they may write to them (404: no such person). */
  async withPerson(viewerId: string, userId: string) {
    const { db } = this.deps;
    const cards = await this.deps.cards([userId]);
    const card = cards.get(userId);
    if (!card || !card.username) throw notFound('User not found', 'USER_NOT_FOUND');
    const id = await repo.findConversation(db, viewerId, userId);
    let refusal: { code: string; message: string } | null = null;
    try {
      await refuseUnlessMayWrite(db, this.deps, viewerId, userId, id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode === 404) throw error;
      refusal = { code: error.code ?? 'REFUSED', message: error.message };
    }
    const member = id ? await repo.member(db, id, viewerId) : undefined;
    const [conversation] = member ? await this.present(viewerId, [member]) : [null];
    return { conversation, other: { ...card, isCreator: (await this.deps.creatorsAmong([userId])).has(userId) }, refusal };
  }

  /**
   * A paid tip into the conversation of its fan and creator, when they have one (settlement's transaction): a message
   * of the fan's with the tip's amount and message, told to both once it commits. Once per tip.
   */
  async tipPaid(trx: Executor, afterCommit: AfterCommit, tip: PaidTip): Promise<void> {
    const conversationId = await repo.findConversation(trx, tip.fanId, tip.performerId);
    if (!conversationId) return;
    const message = await repo.send(trx, conversationId, tip.fanId, tip.message ?? '', { tip: { id: tip.id, cents: tip.amountCents, currency: tip.currency } });
    if (message) afterCommit(() => this.tellSent(message, tip.performerId));
  }

  /** A page of one of the user's conversations, newest first, older than the cursor. */
  async history(userId: string, conversationId: string, cursor: string | undefined, limit = 30) {
    const member = await repo.member(this.deps.db, conversationId, userId);
    if (!member) throw notFound('Conversation not found', 'CONVERSATION_NOT_FOUND');
    const purpose = `messages:${conversationId}`;
    const before = cursor ? this.position(purpose, userId, cursor) : null;
    const rows = await repo.history(this.deps.db, conversationId, before, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    const [conversation] = await this.present(userId, [member]);
    return {
      conversation,
      items: await this.deps.views.forViewer(userId, shown),
      next: rows.length > limit && last ? this.cursor(purpose, userId, { at: new Date(last.created_at), id: last.id }) : null,
    };
  }

  /** The user read the conversation up to this message of it: the other person sees "read", every tab its count. */
  async read(userId: string, conversationId: string, messageId: string): Promise<Unread> {
    const { db } = this.deps;
    const member = await repo.member(db, conversationId, userId);
    if (!member) throw notFound('Conversation not found', 'CONVERSATION_NOT_FOUND');
    const message = await repo.messageById(db, messageId);
    if (!message || message.conversation_id !== conversationId) throw badRequest('That message is not in this conversation.', 'BAD_MESSAGE');
    const moved = await repo.markRead(db, conversationId, userId, new Date(message.created_at));
    const unread = await repo.unreadOf(db, userId);
    if (moved) {
      const readUpTo = iso(moved.read_up_to)!;
      this.deps.realtime.toUser(userId, SOCKET_EVENTS.messageRead, { conversationId, readerId: userId, readUpTo, unread });
      this.deps.realtime.toUser(member.other_id, SOCKET_EVENTS.messageRead, { conversationId, readerId: userId, readUpTo, unread: null });
    }
    return unread;
  }

  /** The user's device received a conversation's messages up to `upTo` (its socket says so): the sender sees "delivered". */
  async delivered(userId: string, conversationId: string, upTo: Date): Promise<void> {
    // Not later than now: a device cannot have received the future.
    const at = new Date(Math.min(upTo.getTime(), Date.now()));
    for (const moved of await repo.markDelivered(this.deps.db, userId, [conversationId], at))
      this.deps.realtime.toUser(moved.other_id, SOCKET_EVENTS.messageDelivered, {
        conversationId: moved.conversation_id,
        userId,
        deliveredUpTo: at.toISOString(),
      });
  }

  /** The user is typing in one of their conversations: the other person is told (nothing is kept). */
  async typing(userId: string, conversationId: string): Promise<void> {
    const member = await repo.member(this.deps.db, conversationId, userId);
    if (member) this.deps.realtime.toUser(member.other_id, SOCKET_EVENTS.messageTyping, { conversationId, userId });
  }

  /** Its sender takes a message back, for both sides (404 for anyone else, or one already deleted). */
  async remove(userId: string, messageId: string): Promise<void> {
    const { db } = this.deps;
    const message = await repo.messageById(db, messageId);
    if (!message || message.sender_id !== userId || message.deleted_at) throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
    if (message.tip_id) throw conflict('A tip stays in the conversation: it is a payment.', 'TIP_MESSAGE');
    const member = (await repo.member(db, message.conversation_id, userId))!;
    const keptForBuyer = message.price_cents !== null && (await this.deps.views.unlockedBy(member.other_id, message.id));
    const removed = await inTransaction(db, (trx) => repo.remove(trx, message, keptForBuyer));
    if (!removed) throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
    const payload = { conversationId: message.conversation_id, messageId };
    this.deps.realtime.toUser(userId, SOCKET_EVENTS.messageDeleted, { ...payload, unread: null });
    this.deps.realtime.toUser(member.other_id, SOCKET_EVENTS.messageDeleted, { ...payload, unread: await repo.unreadOf(db, member.other_id) });
  }

  /** A creator's own setting of who may write to them first. */
  async policy(performerId: string): Promise<{ policy: MessagePolicy }> {
    const policy = await this.deps.policyOf(performerId);
    if (!policy) throw notFound('Performer not found', 'PERFORMER_NOT_FOUND');
    return { policy };
  }

  async setPolicy(performerId: string, policy: MessagePolicy): Promise<{ policy: MessagePolicy }> {
    await this.policy(performerId);
    await this.deps.setPolicy(performerId, policy);
    return { policy };
  }

  /** The user's messages for their data export, newest first (at most `limit`). */
  async exportOf(userId: string, limit: number): Promise<Array<Static<typeof MessageExportSchema>>> {
    const rows = await repo.allOf(this.deps.db, userId, limit);
    return rows.map((row) => ({ ...toMessage(row), withUserId: row.other_id, attachments: row.attachment_ids.length, priceCents: row.price_cents }));
  }

  unread(userId: string): Promise<Unread> {
    return repo.unreadOf(this.deps.db, userId);
  }

  /** 429 past the messagesPerMinute or messagesPerDay setting (counted from what the sender wrote, in every process). */
  private async refuseFlood(trx: Executor, senderId: string): Promise<void> {
    const limits = await this.deps.settings.getMany({ messagesPerMinute: 20, messagesPerDay: 500 }, trx);
    const windows = [
      { limit: Number(limits.messagesPerMinute), seconds: 60, words: 'a minute' },
      { limit: Number(limits.messagesPerDay), seconds: 86_400, words: 'a day' },
    ];
    const now = Date.now();
    const sent = await repo.sentSince(
      trx,
      senderId,
      windows.map((w) => new Date(now - w.seconds * 1000)),
    );
    windows.forEach(({ limit, seconds, words }, i) => {
      if (sent[i] >= limit) throw tooManyRequests(`You can send ${limit} messages ${words}. Wait a little before sending more.`, seconds, 'TOO_MANY_MESSAGES');
    });
  }

  private async tellSent(message: MessageRow, recipientId: string): Promise<void> {
    const { views } = this.deps;
    const [unread, mine, theirs] = await Promise.all([
      repo.unreadOf(this.deps.db, recipientId),
      views.one(message.sender_id, message),
      views.one(recipientId, message),
    ]);
    this.deps.realtime.toUser(message.sender_id, SOCKET_EVENTS.messageNew, { message: mine, unread: null });
    this.deps.realtime.toUser(recipientId, SOCKET_EVENTS.messageNew, { message: theirs, unread });
  }

  private async present(userId: string, members: MemberRow[]): Promise<ConversationDto[]> {
    const { db } = this.deps;
    const others = members.map((m) => m.other_id);
    const ids = members.map((m) => m.conversation_id);
    const [cards, creators, lasts, theirs] = await Promise.all([
      this.deps.cards(others),
      this.deps.creatorsAmong(others),
      repo.lastMessages(db, ids),
      // The other side's marks: how far they read and received.
      Promise.all(members.map((m) => repo.member(db, m.conversation_id, m.other_id))),
    ]);
    const lastOf = new Map((await this.deps.views.forViewer(userId, lasts)).map((m) => [m.conversationId, m]));
    return members.map((m, i) => {
      const last = lastOf.get(m.conversation_id);
      return {
        _id: m.conversation_id,
        other: { ...(cards.get(m.other_id) ?? { _id: m.other_id, name: 'Deleted user', username: '', avatar: null }), isCreator: creators.has(m.other_id) },
        lastMessage: last ?? null,
        unread: m.unread,
        otherReadUpTo: iso(theirs[i]?.read_up_to ?? null),
        otherDeliveredUpTo: iso(theirs[i]?.delivered_up_to ?? null),
      };
    });
  }

  private cursor(purpose: string, userId: string, position: ListPosition): string {
    return signedCursor(this.deps.secret, purpose, userId, position);
  }

  private position(purpose: string, userId: string, cursor: string): ListPosition {
    return cursorPosition(this.deps.secret, purpose, userId, cursor, 'This list position is not valid: load the list from the top again.');
  }
}
