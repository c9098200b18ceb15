import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import type { SettingsService } from '../settings/service';
import { uploadsRepo } from '../uploads/repo';
import { safeName, UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from '../uploads/resumable-uploads';
import type { PhotoFiles } from '../galleries/photo-files';
import { photoLimits } from '../galleries/photo-uploads';
import { processUploadedPhoto } from '../galleries/photo-processing';
import { ownMedia } from './own-media';

/** Where the Studio sends a post's photos (tus), one upload per photo. */
export const POST_MEDIA_UPLOADS_PATH = '/api/performer/uploads/post-media';

/** How many photos and videos a post holds (the creatorPostMaxMedia setting, migration 0029). */
export async function postMediaLimit(settings: SettingsService): Promise<number> {
  const value = await settings.get('creatorPostMaxMedia', 20);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 20;
}

export interface PostMediaUploadsDeps {
  db: Db;
  settings: SettingsService;
  files: PhotoFiles;
  /** Removes an upload's file from the upload store (a photo's original, once processed or refused). */
  removeFile(name: string): Promise<void>;
}

/**
 * A post's photo (metadata `postId`), uploaded by the post's owner (or an admin): it takes its place at the end of the
 * post as its upload starts and is processed as a gallery's photo is (processUploadedPhoto) as it completes.
 */
export class PostMediaUploadTarget implements UploadTarget {
  readonly path = POST_MEDIA_UPLOADS_PATH;
  readonly what = 'post photo upload';

  constructor(private readonly deps: PostMediaUploadsDeps) {}

  async maxBytes(): Promise<number> {
    return (await photoLimits(this.deps.settings)).maxBytes;
  }

  async open({ name, size, metadata, caller }: NewUpload): Promise<void> {
    const postId = metadata.postId ?? '';
    if (!isUuid(postId)) throw new UploadRefusal(400, 'Say which post this photo is for (the postId metadata).');
    if (size === 0) throw new UploadRefusal(400, 'This file is empty (0 bytes).');
    const max = await postMediaLimit(this.deps.settings);
    await inTransaction(this.deps.db, async (trx) => {
      const post = await ownMedia.lockPost(trx, postId);
      if (!post || post.status === 'inactive' || (!caller.isAdmin && post.performer_id !== caller.userId))
        throw new UploadRefusal(404, 'There is no such post of yours.');
      if ((await ownMedia.countIn(trx, postId)) >= max) throw new UploadRefusal(409, `A post holds at most ${max} photos and videos, and this one is full.`);
      const mediaId = await ownMedia.add(trx, postId, { kind: 'photo' });
      await uploadsRepo.insert(trx, {
        id: name,
        userId: post.performer_id,
        kind: 'post_media',
        postMediaId: mediaId,
        size,
        filename: safeName(metadata.filename),
      });
    });
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const mediaId = row.post_media_id;
    if (!mediaId) {
      await uploadsRepo.remove(this.deps.db, row.id);
      throw new UploadRefusal(410, 'This photo was removed from its post (or the post was deleted).');
    }
    const processed = await processUploadedPhoto(this.deps.files, { type, storageKey }, () =>
      inTransaction(this.deps.db, async (trx) => {
        await uploadsRepo.remove(trx, row.id);
        await ownMedia.remove(trx, mediaId);
      }),
    );
    const ready = await inTransaction(this.deps.db, async (trx) => {
      await uploadsRepo.remove(trx, row.id);
      return ownMedia.photoReady(trx, mediaId, processed);
    });
    await this.deps.removeFile(row.id);
    if (!ready) await this.deps.files.remove(processed.keys);
  }

  async abandoned(trx: Executor, _afterCommit: AfterCommit, row: UploadRow): Promise<void> {
    if (row.post_media_id) await ownMedia.remove(trx, row.post_media_id);
  }
}
