import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { FileUrls } from '../catalogue/file-urls';
import { ownerLink } from '../entitlements/link-grants';
import type { PhotoKeys } from '../galleries/photo-files';
import { attachmentsRepo } from './attachments-repo';
import { messagesRepo } from './repo';
import type { DraftPhotoSchema } from './schemas';

type DraftPhoto = Static<typeof DraftPhotoSchema>;

export interface DraftsDeps {
  db: Db;
  files: FileUrls;
  /** Removes a photo's stored files. */
  removeFiles(keys: Partial<PhotoKeys>): Promise<void>;
}

/**
 * The photos a sender has uploaded for their next message in a conversation (or, for a creator, their next message to
 * all: conversation null), before it is sent: listed with their thumbnails, and taken out one at a time.
 */
export class MessageDrafts {
  constructor(private readonly deps: DraftsDeps) {}

  async photos(senderId: string, conversationId: string | null): Promise<DraftPhoto[]> {
    await this.refuseUnlessMember(senderId, conversationId);
    const link = ownerLink(senderId);
    return (await attachmentsRepo.draftOf(this.deps.db, senderId, conversationId)).map((photo) => ({
      _id: photo.id,
      state: photo.state,
      thumbnail: photo.thumb_key ? this.deps.files.signed(photo.thumb_key, link) : null,
    }));
  }

  async remove(senderId: string, conversationId: string | null, photoId: string): Promise<void> {
    await this.refuseUnlessMember(senderId, conversationId);
    const inDraft = (await attachmentsRepo.draftOf(this.deps.db, senderId, conversationId)).some((photo) => photo.id === photoId);
    const removed = inDraft ? await inTransaction(this.deps.db, (trx) => attachmentsRepo.removeDraft(trx, senderId, photoId)) : undefined;
    if (!removed) throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
    await this.deps.removeFiles({
      file_key: removed.file_key ?? undefined,
      thumb_key: removed.thumb_key ?? undefined,
      blur_key: removed.blur_key ?? undefined,
    });
  }

  private async refuseUnlessMember(senderId: string, conversationId: string | null): Promise<void> {
    if (conversationId !== null && !(await messagesRepo.member(this.deps.db, conversationId, senderId)))
      throw notFound('Conversation not found', 'CONVERSATION_NOT_FOUND');
  }
}
