import path from 'node:path';
import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import type { SettingsService } from '../settings/service';
import type { VideoMedia } from '../videos/media';
import type { VideoReplacements } from '../videos/replacement';
import { uploadsRepo as repo } from './repo';
import { safeName, UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from './resumable-uploads';
import type { StorageQuota } from './storage-quota';
import { uploadLimits } from './upload-limits';

/** Where the Studio sends videos (tus): POST here creates an upload, HEAD/PATCH/DELETE `<here>/<upload name>`. */
export const VIDEO_UPLOADS_PATH = '/api/performer/uploads/videos';

export interface VideoUploadsDeps {
  db: Db;
  settings: SettingsService;
  media: VideoMedia;
  replacements: VideoReplacements;
  quota: StorageQuota;
  /** Removes an upload's file from the upload store (one replaced by a new upload of the same video). */
  removeFile(name: string): Promise<void>;
}

/**
 * A video's original, uploaded to the draft video (metadata `videoId`): only the owner (or an admin) may send it; the
 * size and the storage quota are checked when the upload is created, the container from the file's own bytes when it
 * is complete. A complete upload becomes the video's original and its processing is asked for in the same
 * transaction (server/modules/videos/media.ts). A file sent to a processed video is a new file for it
 * (server/modules/videos/replacement.ts): the video plays its old one until the new one is processed.
 */
export class VideoUploadTarget implements UploadTarget {
  readonly path = VIDEO_UPLOADS_PATH;
  readonly what = 'video upload';

  constructor(private readonly deps: VideoUploadsDeps) {}

  async maxBytes(): Promise<number> {
    return (await uploadLimits(this.deps.settings)).maxBytes;
  }

  async open({ name, size, metadata, caller }: NewUpload): Promise<void> {
    const videoId = metadata.videoId ?? '';
    if (!isUuid(videoId)) throw new UploadRefusal(400, 'Say which video this file is for (the videoId metadata).');
    const limits = await uploadLimits(this.deps.settings);
    const { media, db } = this.deps;
    const video = await media.uploadTarget(db, videoId, caller.isAdmin ? null : caller.userId);
    if (!video) throw new UploadRefusal(404, 'There is no such video of yours.');
    if (video.state === 'processing') throw new UploadRefusal(409, 'This video is being processed: send a new file once it is ready.');
    const replacing = video.state === 'ready';
    if (replacing && (await this.deps.replacements.of(db, videoId))?.state === 'processing')
      throw new UploadRefusal(409, 'A new file of this video is being processed: wait until it is done or fails.');
    if (size === 0) {
      if (!replacing) await media.failed(videoId, 'This file is empty (0 bytes).');
      throw new UploadRefusal(400, 'This file is empty (0 bytes).');
    }
    await inTransaction(db, async (trx, afterCommit) => {
      // A new upload of the video replaces one left unfinished (its client lost it): that one is dropped.
      for (const old of await repo.unfinishedOfVideo(trx, videoId)) {
        await repo.remove(trx, old.id);
        afterCommit(() => this.deps.removeFile(old.id));
      }
      await this.deps.quota.refuseOver(trx, video.performerId, size, limits);
      await repo.insert(trx, { id: name, userId: video.performerId, kind: 'video', videoId, size, filename: safeName(metadata.filename) });
      if (!replacing) return media.uploadStarted(trx, afterCommit, videoId);
      // A new file sent before (refused, or failed to process) gives way to this one.
      const previous = await this.deps.replacements.uploadStarted(trx, afterCommit, videoId);
      if (previous) afterCommit(() => this.deps.removeFile(path.posix.basename(previous)));
    });
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const { db } = this.deps;
    const videoId = row.video_id;
    const target = videoId ? await this.deps.media.uploadTarget(db, videoId, null) : null;
    if (!videoId || !target) {
      await repo.remove(db, row.id);
      throw new UploadRefusal(410, 'The video this file was for has been deleted.');
    }
    const media = target.state === 'ready' ? this.deps.replacements : this.deps.media;
    const limits = await uploadLimits(this.deps.settings);
    if (!type || !limits.containers.includes(type)) {
      const reason = type
        ? `This file is a ${type.toUpperCase()} file, not a video this site accepts (${limits.containers.join(', ')}).`
        : `This file is not a video this site accepts (${limits.containers.join(', ')}).`;
      await inTransaction(db, async (trx, afterCommit) => {
        await repo.remove(trx, row.id);
        await media.sourceRefused(trx, afterCommit, videoId, reason);
      });
      throw new UploadRefusal(415, reason);
    }
    await inTransaction(db, async (trx, afterCommit) => {
      await repo.finished(trx, row.id);
      await media.sourceReceived(trx, afterCommit, videoId, storageKey, row.size);
    });
  }

  async abandoned(trx: Executor, afterCommit: AfterCommit, row: UploadRow): Promise<void> {
    if (!row.video_id) return;
    const target = await this.deps.media.uploadTarget(trx, row.video_id, null);
    if (target?.state === 'ready') await this.deps.replacements.uploadAbandoned(trx, afterCommit, row.video_id);
    else await this.deps.media.uploadAbandoned(trx, afterCommit, row.video_id);
  }
}
