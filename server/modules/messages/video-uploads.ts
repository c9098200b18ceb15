import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { uploadsRepo } from '../uploads/repo';
import { UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from '../uploads/resumable-uploads';
import type { StorageQuota } from '../uploads/storage-quota';
import { uploadLimits } from '../uploads/upload-limits';
import { openDraftUpload, type DraftUploadDeps } from './attachment-uploads';
import { attachmentsRepo } from './attachments-repo';
import type { MessageVideos } from './videos';

/** Where a creator's videos for a message go (tus), one upload per video. */
export const MESSAGE_VIDEO_UPLOADS_PATH = '/api/messages/video-uploads';

export interface MessageVideoUploadsDeps extends DraftUploadDeps {
  videos: MessageVideos;
  quota: StorageQuota;
}

/**
 * A video for a message (a creator's only: fans send photos), into the same drafts as photos and counted with them
 * (metadata `conversationId` or `for: all`). The size is the video uploads' limit (uploadMaxBytes) and counts in the
 * creator's storage quota like their catalogue's videos; the container is read from the file's own bytes
 * (uploadVideoContainers); once complete it is processed by the video pipeline.
 */
export class MessageVideoUploadTarget implements UploadTarget {
  readonly path = MESSAGE_VIDEO_UPLOADS_PATH;
  readonly what = 'message video upload';

  constructor(private readonly deps: MessageVideoUploadsDeps) {}

  async maxBytes(): Promise<number> {
    return (await uploadLimits(this.deps.settings)).maxBytes;
  }

  async open(upload: NewUpload): Promise<void> {
    if (!(await this.deps.isCreator(upload.caller.userId))) throw new UploadRefusal(403, 'Only creators send videos in messages.');
    const limits = await uploadLimits(this.deps.settings);
    await openDraftUpload(this.deps, upload, 'video', (trx) => this.deps.quota.refuseOver(trx, upload.caller.userId, upload.size, limits));
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const { db } = this.deps;
    const attachmentId = row.message_attachment_id;
    const refuse = async (status: number, message: string): Promise<never> => {
      await inTransaction(db, async (trx) => {
        await uploadsRepo.remove(trx, row.id);
        if (attachmentId) await attachmentsRepo.removeDraft(trx, row.user_id, attachmentId);
      });
      throw new UploadRefusal(status, message);
    };
    if (!attachmentId) return refuse(410, 'This video was taken out of the message.');
    const { containers } = await uploadLimits(this.deps.settings);
    if (!type || !containers.includes(type))
      return refuse(415, `This file is ${type ? `a ${type.toUpperCase()} file` : 'not a video'}, not a video this site accepts (${containers.join(', ')}).`);
    const received = await inTransaction(db, async (trx, afterCommit) => {
      await uploadsRepo.remove(trx, row.id);
      return this.deps.videos.sourceReceived(trx, afterCommit, attachmentId, storageKey, row.size);
    });
    if (!received) throw new UploadRefusal(410, 'This video was taken out of the message.');
  }

  async abandoned(trx: Executor, _afterCommit: AfterCommit, row: UploadRow): Promise<void> {
    if (row.message_attachment_id) await attachmentsRepo.removeDraft(trx, row.user_id, row.message_attachment_id);
  }
}
