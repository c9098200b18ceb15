import { sql } from 'kysely';
import type { ModerationState } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { ListPosition } from '../../http/signed-cursor';

/** The two ids of a pair in the order conversations keep them. */
const pair = (a: string, b: string) => (a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a });

/** Where a message comes from besides its sender's hand: a paid tip, a message to all; its photos and price. */
export interface MessageOrigin {
  tip?: { id: string; cents: number; currency: string };
  broadcastId?: string;
  attachments?: string[];
  priceCents?: number | null;
}

/** Owns `conversations`, `conversation_members` and `messages`. */
export const messagesRepo = {
  /** The pair's conversation, made (with both sides' rows) if they never wrote; its id. Safe against a parallel start. */
  async conversationOf(db: Executor, a: string, b: string): Promise<string> {
    return (await this.conversationsWith(db, a, [b])).get(b)!;
  },

  /**
   * The sender's conversation with each of these people (none of them the sender), made for those who never wrote:
   * conversationOf for many at once, in three statements. Recipient id -> conversation id.
   */
  async conversationsWith(db: Executor, senderId: string, otherIds: string[]): Promise<Map<string, string>> {
    if (otherIds.length === 0) return new Map();
    const pairs = otherIds.map((other) => pair(senderId, other));
    await db
      .insertInto('conversations')
      .values(pairs)
      .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
      .execute();
    const rows = await db
      .selectFrom('conversations')
      .select(['id', 'user_low', 'user_high'])
      .where((eb) => eb.or([eb('user_low', '=', senderId).and('user_high', 'in', otherIds), eb('user_high', '=', senderId).and('user_low', 'in', otherIds)]))
      .execute();
    const byOther = new Map(rows.map((row) => [row.user_low === senderId ? row.user_high : row.user_low, row.id]));
    await db
      .insertInto('conversation_members')
      .values(
        [...byOther].flatMap(([other, id]) => [
          { conversation_id: id, user_id: senderId, other_id: other },
          { conversation_id: id, user_id: other, other_id: senderId },
        ]),
      )
      .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
      .execute();
    return byOther;
  },

  /** The two people of a conversation. */
  async peopleOf(db: Executor, conversationId: string): Promise<string[]> {
    const row = await db.selectFrom('conversations').select(['user_low', 'user_high']).where('id', '=', conversationId).executeTakeFirst();
    return row ? [row.user_low, row.user_high] : [];
  },

  /** The pair's conversation if there is one. */
  async findConversation(db: Executor, a: string, b: string): Promise<string | null> {
    const ids = pair(a, b);
    const row = await db
      .selectFrom('conversations')
      .select('id')
      .where('user_low', '=', ids.user_low)
      .where('user_high', '=', ids.user_high)
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** The user's side of a conversation (null: not theirs, or none such). */
  member(db: Executor, conversationId: string, userId: string) {
    return db.selectFrom('conversation_members').selectAll().where('conversation_id', '=', conversationId).where('user_id', '=', userId).executeTakeFirst();
  },

  /**
   * A message into a conversation: written, the conversation moved to the top of both lists, one more unread for
   * the other side (the sender has read what came before). The row as written (null: that tip, or that message to
   * all, was in the conversation already).
   */
  async send(db: Executor, conversationId: string, senderId: string, body: string, from: MessageOrigin = {}) {
    return (await this.sendToMany(db, [conversationId], senderId, body, from))[0] ?? null;
  },

  /** The same message into each of these conversations of the sender's (a message to all), as `send` does: the rows written. */
  async sendToMany(db: Executor, conversationIds: string[], senderId: string, body: string, from: MessageOrigin = {}) {
    if (conversationIds.length === 0) return [];
    const { tip, broadcastId } = from;
    const messages = await db
      .insertInto('messages')
      .values(
        conversationIds.map((conversationId) => ({
          conversation_id: conversationId,
          sender_id: senderId,
          body,
          tip_id: tip?.id ?? null,
          tip_cents: tip?.cents ?? null,
          tip_currency: tip?.currency ?? null,
          broadcast_id: broadcastId ?? null,
          attachment_ids: from.attachments ?? [],
          price_cents: from.priceCents ?? null,
        })),
      )
      // A tip shows once however often its settlement is applied; a message to all reaches each conversation once.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .execute();
    if (messages.length === 0) return [];
    // Rows written in one statement share their time (the transaction's).
    const at = messages[0].created_at;
    await db
      .updateTable('conversation_members')
      .set((eb) => ({
        last_message_at: at,
        // The sender has read everything up to what they wrote.
        unread: eb
          .case()
          .when('user_id', '<>', senderId)
          .then(sql<number>`unread + 1`)
          .else(0)
          .end(),
        read_up_to: eb.case().when('user_id', '=', senderId).then(at).else(eb.ref('read_up_to')).end(),
      }))
      .where(
        'conversation_id',
        'in',
        messages.map((m) => m.conversation_id),
      )
      .execute();
    return messages;
  },

  /** How many messages the sender wrote since each of these times (the flood limits), in one count. */
  async sentSince(db: Executor, senderId: string, times: Date[]): Promise<number[]> {
    const earliest = new Date(Math.min(...times.map((t) => t.getTime())));
    const row = await db
      .selectFrom('messages')
      .select((eb) => times.map((since, i) => eb.fn.countAll<number>().filterWhere('created_at', '>=', since).as(`n${i}`)))
      .where('sender_id', '=', senderId)
      .where('created_at', '>=', earliest)
      // A message to all is limited on its own (broadcastsPerDay), not message by message.
      .where('broadcast_id', 'is', null)
      .executeTakeFirstOrThrow();
    const counts = row as Record<string, number | string>;
    return times.map((_, i) => Number(counts[`n${i}`]));
  },

  /** Whether this person ever wrote in the conversation (the other may then answer whatever their policy says). */
  async wroteIn(db: Executor, conversationId: string, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('sender_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  },

  /** A page of the user's conversations, the latest active first, after `after`. */
  conversationsOf(db: Executor, userId: string, after: ListPosition | null, limit: number) {
    let q = db.selectFrom('conversation_members').selectAll().where('user_id', '=', userId).where('last_message_at', 'is not', null);
    if (after) q = q.where(sql<boolean>`(last_message_at, conversation_id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    return q.orderBy('last_message_at', 'desc').orderBy('conversation_id', 'desc').limit(limit).execute();
  },

  /** The last message of each of these conversations (deleted ones say so). */
  async lastMessages(db: Executor, conversationIds: string[]) {
    if (conversationIds.length === 0) return [];
    return db
      .selectFrom('messages')
      .selectAll()
      .distinctOn('conversation_id')
      .where('conversation_id', 'in', conversationIds)
      .orderBy('conversation_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** A page of a conversation's history, newest first, older than `before`. */
  history(db: Executor, conversationId: string, before: ListPosition | null, limit: number) {
    let q = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
    if (before) q = q.where(sql<boolean>`(created_at, id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },

  /**
   * The user has read the conversation up to `upTo` (a time no later than its last message): the mark moves forward
   * only, and the unread count is what the other side sent after it. The side as it is now, if it changed.
   */
  async markRead(db: Executor, conversationId: string, userId: string, upTo: Date) {
    return db
      .updateTable('conversation_members as m')
      .set({
        read_up_to: upTo,
        delivered_up_to: sql<Date>`greatest(m.delivered_up_to, ${upTo}::timestamptz)`,
        unread: sql<number>`(select count(*)::int from messages x
          where x.conversation_id = m.conversation_id and x.sender_id = m.other_id and x.deleted_at is null and x.created_at > ${upTo}::timestamptz)`,
      })
      .where('m.conversation_id', '=', conversationId)
      .where('m.user_id', '=', userId)
      .where(sql<boolean>`m.read_up_to is null or m.read_up_to < ${upTo}::timestamptz`)
      .returningAll()
      .executeTakeFirst();
  },

  /** The user's device has what was sent up to `upTo` in these conversations: the marks move forward only. */
  async markDelivered(db: Executor, userId: string, conversationIds: string[], upTo: Date) {
    if (conversationIds.length === 0) return [];
    return db
      .updateTable('conversation_members')
      .set({ delivered_up_to: upTo })
      .where('user_id', '=', userId)
      .where('conversation_id', 'in', conversationIds)
      .where(sql<boolean>`delivered_up_to is null or delivered_up_to < ${upTo}::timestamptz`)
      .returning(['conversation_id', 'other_id'])
      .execute();
  },

  /** How many conversations have messages the user has not read, and how many such messages in all. */
  async unreadOf(db: Executor, userId: string): Promise<{ conversations: number; messages: number }> {
    const row = await db
      .selectFrom('conversation_members')
      .select((eb) => [eb.fn.countAll<number>().as('conversations'), eb.fn.coalesce(eb.fn.sum<number>('unread'), eb.lit(0)).as('messages')])
      .where('user_id', '=', userId)
      .where('unread', '>', 0)
      .executeTakeFirstOrThrow();
    return { conversations: Number(row.conversations), messages: Number(row.messages) };
  },

  /** The staff's decision on a reported message (null: shown again). */
  async moderate(db: Executor, id: string, state: ModerationState | null, reason: string | null): Promise<void> {
    await db.updateTable('messages').set({ moderation: state, moderation_reason: reason }).where('id', '=', id).execute();
  },

  /** Each of these users' unread counts, in one query (those with none unread are left out). */
  async unreadOfMany(db: Executor, userIds: string[]): Promise<Map<string, { conversations: number; messages: number }>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('conversation_members')
      .select((eb) => ['user_id', eb.fn.countAll<number>().as('conversations'), eb.fn.sum<number>('unread').as('messages')])
      .where('user_id', 'in', [...new Set(userIds)])
      .where('unread', '>', 0)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, { conversations: Number(r.conversations), messages: Number(r.messages) }]));
  },

  /**
   * The user's messages, sent and received, newest first, with the other person of each: their data export. The copies
   * of their own messages to all are left out (each message to all is exported once, by the broadcasts).
   */
  allOf(db: Executor, userId: string, limit: number) {
    return db
      .selectFrom('messages as m')
      .innerJoin('conversation_members as cm', (join) => join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId))
      .selectAll('m')
      .select('cm.other_id')
      .where((eb) => eb.or([eb('m.sender_id', '<>', userId), eb('m.broadcast_id', 'is', null)]))
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
  },

  messageById(db: Executor, id: string) {
    return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The sender takes a message back: gone for both sides (its text with it); an unread one leaves the count. */
  /** Deleted for both: its text is wiped, unless its receiver unlocked it (`keptForBuyer`: theirs to keep). */
  async remove(db: Executor, message: { id: string; conversation_id: string; sender_id: string; created_at: Date }, keptForBuyer = false): Promise<boolean> {
    const done = await db
      .updateTable('messages')
      .set(keptForBuyer ? { deleted_at: new Date() } : { deleted_at: new Date(), body: '' })
      .where('id', '=', message.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await db
      .updateTable('conversation_members')
      .set({ unread: sql<number>`greatest(unread - 1, 0)` })
      .where('conversation_id', '=', message.conversation_id)
      .where('user_id', '<>', message.sender_id)
      .where(sql<boolean>`read_up_to is null or read_up_to < ${message.created_at}::timestamptz`)
      .execute();
    return true;
  },
};
