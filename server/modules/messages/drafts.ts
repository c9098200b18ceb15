import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { FileUrls } from '../catalogue/file-urls';
import { ownerLink } from '../entitlements/link-grants';
import type { MessageAttachmentRow } from '../../db/schema';
import { attachmentsRepo } from './attachments-repo';
import { messagesRepo } from './repo';
import type { DraftPhotoSchema } from './schemas';

type DraftPhoto = Static<typeof DraftPhotoSchema>;

/** A photo or video uploaded for a message that was never sent is kept this long, then removed with its files. */
export const DRAFT_KEPT_DAYS = 7;
/** Stale draft photos and videos removed per run of the job (the next run takes the rest). */
const STALE_PER_RUN = 1000;

export interface DraftsDeps {
  db: Db;
  files: FileUrls;
  /** Removes an attachment's stored files. */
  removeFiles(row: MessageAttachmentRow): Promise<void>;
}

/**
 * The photos and videos a sender has uploaded for their next message in a conversation (or, for a creator, their next
 * message to all: conversation null), before it is sent: listed with their thumbnails, and taken out one at a time;
 * those never sent go after DRAFT_KEPT_DAYS (the `message-drafts-expire` job).
 */
export class MessageDrafts {
  constructor(private readonly deps: DraftsDeps) {}

  async photos(senderId: string, conversationId: string | null): Promise<DraftPhoto[]> {
    await this.refuseUnlessMember(senderId, conversationId);
    const link = ownerLink(senderId);
    return (await attachmentsRepo.draftOf(this.deps.db, senderId, conversationId)).map((item) => ({
      _id: item.id,
      kind: item.kind,
      state: item.state,
      thumbnail: item.thumb_key ? this.deps.files.signed(item.thumb_key, link) : null,
      percent: item.kind === 'photo' ? (item.state === 'ready' ? 100 : 0) : item.percent,
      error: item.state === 'failed' ? item.failure : null,
    }));
  }

  async remove(senderId: string, conversationId: string | null, photoId: string): Promise<void> {
    await this.refuseUnlessMember(senderId, conversationId);
    const inDraft = (await attachmentsRepo.draftOf(this.deps.db, senderId, conversationId)).some((photo) => photo.id === photoId);
    if (!inDraft || !(await this.discard(senderId, photoId))) throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
  }

  /** The job: photos and videos uploaded for messages never sent go DRAFT_KEPT_DAYS later, with their files. */
  async removeStale(now = new Date()): Promise<{ removed: number }> {
    const before = new Date(now.getTime() - DRAFT_KEPT_DAYS * 86_400_000);
    let removed = 0;
    for (const photo of await attachmentsRepo.staleDrafts(this.deps.db, before, STALE_PER_RUN)) if (await this.discard(photo.sender_id, photo.id)) removed++;
    return { removed };
  }

  /** Takes a photo or video out of its sender's draft and removes its files; false when it was sent or gone meanwhile. */
  private async discard(senderId: string, photoId: string): Promise<boolean> {
    const removed = await inTransaction(this.deps.db, (trx) => attachmentsRepo.removeDraft(trx, senderId, photoId));
    if (!removed) return false;
    await this.deps.removeFiles(removed);
    return true;
  }

  private async refuseUnlessMember(senderId: string, conversationId: string | null): Promise<void> {
    if (conversationId !== null && !(await messagesRepo.member(this.deps.db, conversationId, senderId)))
      throw notFound('Conversation not found', 'CONVERSATION_NOT_FOUND');
  }
}
