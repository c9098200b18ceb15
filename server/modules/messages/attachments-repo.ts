import { sql } from 'kysely';
import type { MessageAttachmentRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { ProcessedPhoto } from '../galleries/photo-processing';

/** Owns `message_attachments`: photos uploaded into a sender's draft, taken by the message that sends them. */
export const attachmentsRepo = {
  /** A photo whose upload starts, into the sender's draft for a conversation (null: for a message to all). */
  async add(trx: Executor, senderId: string, conversationId: string | null): Promise<string> {
    const row = await trx
      .insertInto('message_attachments')
      .values({ sender_id: senderId, conversation_id: conversationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The sender's draft is theirs alone until the transaction ends (photos are added one at a time: the count stays exact). */
  async lockDraft(trx: Executor, senderId: string, conversationId: string | null): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`message-draft:${senderId}:${conversationId ?? 'all'}`}))`.execute(trx);
  },

  /** How many photos wait in the sender's draft (uploading ones included): what the limit counts. */
  async countDraft(trx: Executor, senderId: string, conversationId: string | null): Promise<number> {
    const row = await draft(trx, senderId, conversationId)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  },

  /** The sender's draft, oldest first (the order they were chosen in). */
  draftOf(db: Executor, senderId: string, conversationId: string | null): Promise<MessageAttachmentRow[]> {
    return draft(db, senderId, conversationId).selectAll().orderBy('created_at').orderBy('id').execute();
  },

  /** The photo is processed: its files and size. False when it was removed meanwhile. */
  async photoReady(trx: Executor, id: string, photo: ProcessedPhoto): Promise<boolean> {
    const row = await trx
      .updateTable('message_attachments')
      .set({ state: 'ready', ...photo.keys, bytes: photo.bytes, width: photo.width, height: photo.height })
      .where('id', '=', id)
      .where('state', '=', 'uploading')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** A photo taken out of a draft (or whose upload failed): its files' keys, to remove once committed. */
  async removeDraft(trx: Executor, senderId: string, id: string): Promise<MessageAttachmentRow | undefined> {
    return trx
      .deleteFrom('message_attachments')
      .where('id', '=', id)
      .where('sender_id', '=', senderId)
      .where('sent', '=', false)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Takes these photos of the sender's draft for a message, in the order given: all of them ready and in that draft,
   * or none (null). Locked until the transaction ends, so two sends cannot take the same photo.
   */
  async take(trx: Executor, senderId: string, conversationId: string | null, ids: string[]): Promise<string[] | null> {
    if (ids.length === 0) return [];
    const rows = await draft(trx, senderId, conversationId).select('id').where('id', 'in', ids).where('state', '=', 'ready').forUpdate().execute();
    if (rows.length !== new Set(ids).size) return null;
    await trx.updateTable('message_attachments').set({ sent: true }).where('id', 'in', ids).execute();
    return [...new Set(ids)];
  },

  /** Ready photos of drafts never sent, uploaded before `before`, the oldest first. */
  staleDrafts(db: Executor, before: Date, limit: number): Promise<Array<Pick<MessageAttachmentRow, 'id' | 'sender_id'>>> {
    return db
      .selectFrom('message_attachments')
      .select(['id', 'sender_id'])
      .where('sent', '=', false)
      .where('state', '=', 'ready')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  },

  byIds(db: Executor, ids: string[]): Promise<MessageAttachmentRow[]> {
    return ids.length === 0 ? Promise.resolve([]) : db.selectFrom('message_attachments').selectAll().where('id', 'in', ids).execute();
  },
};

function draft(db: Executor, senderId: string, conversationId: string | null) {
  const query = db.selectFrom('message_attachments').where('sender_id', '=', senderId).where('sent', '=', false);
  return conversationId === null ? query.where('conversation_id', 'is', null) : query.where('conversation_id', '=', conversationId);
}
