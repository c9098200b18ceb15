import { sql, type Updateable } from 'kysely';
import type { MessageAttachmentKind, MessageAttachmentRow, MessageAttachmentsTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { ProcessedPhoto } from '../galleries/photo-processing';

/** Owns `message_attachments`: photos and videos uploaded into a sender's draft, taken by the message that sends them. */
export const attachmentsRepo = {
  /** A photo or video whose upload starts, into the sender's draft for a conversation (null: for a message to all). */
  async add(trx: Executor, senderId: string, conversationId: string | null, kind: MessageAttachmentKind = 'photo'): Promise<string> {
    const row = await trx
      .insertInto('message_attachments')
      .values({ sender_id: senderId, conversation_id: conversationId, kind })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The sender's draft is theirs alone until the transaction ends (photos are added one at a time: the count stays exact). */
  async lockDraft(trx: Executor, senderId: string, conversationId: string | null): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`message-draft:${senderId}:${conversationId ?? 'all'}`}))`.execute(trx);
  },

  /** How many photos and videos wait in the sender's draft (uploading ones included): what the limit counts. */
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

  /** A video of a draft, whatever its state. */
  video(db: Executor, id: string): Promise<MessageAttachmentRow | undefined> {
    return db.selectFrom('message_attachments').selectAll().where('id', '=', id).where('kind', '=', 'video').executeTakeFirst();
  },

  /** Changes a video of a draft, only while it is in state `from`; false when it is not (removed, or moved on). */
  async setVideo(db: Executor, id: string, from: MessageAttachmentRow['state'], values: Updateable<MessageAttachmentsTable>): Promise<boolean> {
    const row = await db
      .updateTable('message_attachments')
      .set(values)
      .where('id', '=', id)
      .where('kind', '=', 'video')
      .where('state', '=', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Whether the video plays from this master playlist (its processing's outputs are in use). */
  async videoPlays(db: Executor, id: string, hlsKey: string): Promise<boolean> {
    const row = await db.selectFrom('message_attachments').select('id').where('id', '=', id).where('hls_key', '=', hlsKey).executeTakeFirst();
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

  /** Photos and videos of drafts never sent (ready, or failed), uploaded before `before`, the oldest first. */
  staleDrafts(db: Executor, before: Date, limit: number): Promise<Array<Pick<MessageAttachmentRow, 'id' | 'sender_id'>>> {
    return (
      db
        .selectFrom('message_attachments')
        .select(['id', 'sender_id'])
        .where('sent', '=', false)
        // Still uploading: the uploads' own clean-up takes it; processing: its job is not done with it.
        .where('state', 'in', ['ready', 'failed'])
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute()
    );
  },

  /** Bytes the sender's videos in messages take in storage (drafts and sent ones): their share of the storage quota. */
  async videoBytesOf(db: Executor, senderId: string): Promise<number> {
    const row = await db
      .selectFrom('message_attachments')
      .select(sql<number>`coalesce(sum(bytes), 0)::bigint`.as('bytes'))
      .where('sender_id', '=', senderId)
      .where('kind', '=', 'video')
      .executeTakeFirstOrThrow();
    return Number(row.bytes);
  },

  byIds(db: Executor, ids: string[]): Promise<MessageAttachmentRow[]> {
    return ids.length === 0 ? Promise.resolve([]) : db.selectFrom('message_attachments').selectAll().where('id', 'in', ids).execute();
  },
};

function draft(db: Executor, senderId: string, conversationId: string | null) {
  const query = db.selectFrom('message_attachments').where('sender_id', '=', senderId).where('sent', '=', false);
  return conversationId === null ? query.where('conversation_id', 'is', null) : query.where('conversation_id', '=', conversationId);
}
