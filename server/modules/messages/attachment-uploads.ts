import type { Db } from '../../db';
import type { MessageAttachmentKind, UploadRow } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import type { PhotoFiles } from '../galleries/photo-files';
import { processUploadedPhoto } from '../galleries/photo-processing';
import { photoLimits } from '../galleries/photo-uploads';
import type { SettingsService } from '../settings/service';
import { uploadsRepo } from '../uploads/repo';
import { safeName, UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from '../uploads/resumable-uploads';
import { attachmentsRepo } from './attachments-repo';
import { messagesRepo } from './repo';

/** Where a sender's photos for a message go (tus), one upload per photo. */
export const MESSAGE_PHOTO_UPLOADS_PATH = '/api/messages/uploads';

/** How many photos and videos one message holds (the messageMaxPhotos setting, migration 0047). */
export async function messagePhotoLimit(settings: SettingsService, db?: Executor): Promise<number> {
  const value = await settings.get('messageMaxPhotos', 10, db);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 10;
}

/** What opening an upload into a draft needs. */
export interface DraftUploadDeps {
  db: Db;
  settings: SettingsService;
  /** Whether the user is a creator (only they write to all). */
  isCreator(userId: string): Promise<boolean>;
}

export interface MessagePhotoUploadsDeps extends DraftUploadDeps {
  files: PhotoFiles;
  removeFile(name: string): Promise<void>;
}

/**
 * A photo's or video's upload starts, into the sender's draft for one of their conversations (metadata
 * `conversationId`) or, for a creator, for a message to all (metadata `for: all`), if the draft has room for it.
 */
export async function openDraftUpload(
  deps: DraftUploadDeps,
  { name, size, metadata, caller }: NewUpload,
  kind: MessageAttachmentKind,
  /** What else must hold before it is recorded, in the same transaction (a video: the creator's storage quota). */
  check?: (trx: Executor) => Promise<void>,
): Promise<void> {
  const { db, settings } = deps;
  const forAll = metadata.for === 'all';
  const conversationId = forAll ? null : (metadata.conversationId ?? '');
  if (conversationId !== null && !isUuid(conversationId))
    throw new UploadRefusal(400, `Say which conversation this ${kind} is for (the conversationId metadata), or for: all.`);
  if (size === 0) throw new UploadRefusal(400, 'This file is empty (0 bytes).');
  if (forAll && !(await deps.isCreator(caller.userId))) throw new UploadRefusal(403, 'Only creators write to all their fans.');
  if (conversationId !== null && !(await messagesRepo.member(db, conversationId, caller.userId)))
    throw new UploadRefusal(404, 'There is no such conversation of yours.');
  await inTransaction(db, async (trx) => {
    await attachmentsRepo.lockDraft(trx, caller.userId, conversationId);
    const max = await messagePhotoLimit(settings, trx);
    if ((await attachmentsRepo.countDraft(trx, caller.userId, conversationId)) >= max)
      throw new UploadRefusal(409, `A message holds at most ${max} photos and videos, and this one is full.`);
    await check?.(trx);
    const attachmentId = await attachmentsRepo.add(trx, caller.userId, conversationId, kind);
    await uploadsRepo.insert(trx, {
      id: name,
      userId: caller.userId,
      kind: kind === 'photo' ? 'message_attachment' : 'message_video',
      messageAttachmentId: attachmentId,
      size,
      filename: safeName(metadata.filename),
    });
  });
}

/**
 * A photo for a message, into the sender's draft for one of their conversations (metadata `conversationId`) or, for a
 * creator, for a message to all (metadata `for: all`); processed as a gallery's photo is as its upload completes.
 */
export class MessagePhotoUploadTarget implements UploadTarget {
  readonly path = MESSAGE_PHOTO_UPLOADS_PATH;
  readonly what = 'message photo upload';

  constructor(private readonly deps: MessagePhotoUploadsDeps) {}

  async maxBytes(): Promise<number> {
    return (await photoLimits(this.deps.settings)).maxBytes;
  }

  open(upload: NewUpload): Promise<void> {
    return openDraftUpload(this.deps, upload, 'photo');
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const attachmentId = row.message_attachment_id;
    if (!attachmentId) {
      await uploadsRepo.remove(this.deps.db, row.id);
      throw new UploadRefusal(410, 'This photo was taken out of the message.');
    }
    const processed = await processUploadedPhoto(this.deps.files, { type, storageKey }, () =>
      inTransaction(this.deps.db, async (trx) => {
        await uploadsRepo.remove(trx, row.id);
        await attachmentsRepo.removeDraft(trx, row.user_id, attachmentId);
      }),
    );
    const ready = await inTransaction(this.deps.db, async (trx) => {
      await uploadsRepo.remove(trx, row.id);
      return attachmentsRepo.photoReady(trx, attachmentId, processed);
    });
    await this.deps.removeFile(row.id);
    if (!ready) await this.deps.files.remove(processed.keys);
  }

  async abandoned(trx: Executor, _afterCommit: AfterCommit, row: UploadRow): Promise<void> {
    if (row.message_attachment_id) await attachmentsRepo.removeDraft(trx, row.user_id, row.message_attachment_id);
  }
}
