import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import type { SettingsService } from '../settings/service';
import { uploadsRepo } from '../uploads/repo';
import { safeName, UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from '../uploads/resumable-uploads';
import { ownPhotos } from './own-photos';
import type { PhotoFiles } from './photo-files';
import { processUploadedPhoto } from './photo-processing';

/** Where the Studio sends a gallery's photos (tus), one upload per photo. */
export const PHOTO_UPLOADS_PATH = '/api/performer/uploads/photos';

/** The photo settings (migration 0026), with their defaults. */
export async function photoLimits(settings: SettingsService): Promise<{ maxPhotos: number; maxBytes: number }> {
  const [maxPhotos, maxBytes] = await Promise.all([settings.get('galleryMaxPhotos', 500), settings.get('uploadPhotoMaxBytes', 50 * 1024 ** 2)]);
  const positive = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);
  return { maxPhotos: positive(maxPhotos, 500), maxBytes: positive(maxBytes, 50 * 1024 ** 2) };
}

export interface PhotoUploadsDeps {
  db: Db;
  settings: SettingsService;
  files: PhotoFiles;
  /** Removes an upload's file from the upload store (a photo's original, once processed or refused). */
  removeFile(name: string): Promise<void>;
}

/**
 * A gallery's photo (metadata `galleryId`), uploaded by the gallery's owner (or an admin): the photo takes its place
 * at the end of the gallery as its upload starts (so photos chosen together keep their order) and is processed by
 * sharp as the upload completes (PhotoRenditions): what is not a photo, a decompression bomb or a damaged file is
 * refused then, and the photo goes with it. The original is not kept: its metadata (location, camera) goes with it.
 */
export class PhotoUploadTarget implements UploadTarget {
  readonly path = PHOTO_UPLOADS_PATH;
  readonly what = 'photo upload';

  constructor(private readonly deps: PhotoUploadsDeps) {}

  async maxBytes(): Promise<number> {
    return (await photoLimits(this.deps.settings)).maxBytes;
  }

  async open({ name, size, metadata, caller }: NewUpload): Promise<void> {
    const galleryId = metadata.galleryId ?? '';
    if (!isUuid(galleryId)) throw new UploadRefusal(400, 'Say which gallery this photo is for (the galleryId metadata).');
    if (size === 0) throw new UploadRefusal(400, 'This file is empty (0 bytes).');
    const { maxPhotos } = await photoLimits(this.deps.settings);
    await inTransaction(this.deps.db, async (trx) => {
      const gallery = await ownPhotos.lockGallery(trx, galleryId);
      if (!gallery || gallery.status === 'inactive' || (!caller.isAdmin && gallery.performer_id !== caller.userId))
        throw new UploadRefusal(404, 'There is no such gallery of yours.');
      if ((await ownPhotos.countIn(trx, galleryId)) >= maxPhotos)
        throw new UploadRefusal(409, `A gallery holds at most ${maxPhotos} photos, and this one is full.`);
      const photoId = await ownPhotos.addUploading(trx, galleryId, gallery.performer_id);
      await uploadsRepo.insert(trx, { id: name, userId: gallery.performer_id, kind: 'photo', photoId, size, filename: safeName(metadata.filename) });
    });
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const photoId = row.photo_id;
    if (!photoId) {
      await uploadsRepo.remove(this.deps.db, row.id);
      throw new UploadRefusal(410, 'This photo was removed from its gallery (or the gallery was deleted).');
    }
    const processed = await processUploadedPhoto(this.deps.files, { type, storageKey }, () => this.forget(row, photoId));
    const ready = await inTransaction(this.deps.db, async (trx) => {
      await uploadsRepo.remove(trx, row.id);
      return ownPhotos.ready(trx, photoId, processed);
    });
    await this.deps.removeFile(row.id);
    if (!ready) return this.deps.files.remove(processed.keys);
    await this.coverIfNone(photoId, processed.keys.file_key);
  }

  async abandoned(trx: Executor, _afterCommit: AfterCommit, row: UploadRow): Promise<void> {
    if (row.photo_id) await ownPhotos.remove(trx, row.photo_id);
  }

  /** The gallery's first photo is its cover until the owner picks another. */
  private async coverIfNone(photoId: string, fileKey: string): Promise<void> {
    const photo = await ownPhotos.byId(this.deps.db, photoId);
    if (!photo) return;
    const gallery = await this.deps.db.selectFrom('galleries').select('cover_key').where('id', '=', photo.gallery_id).executeTakeFirst();
    if (!gallery || gallery.cover_key) return;
    const cover = await this.deps.files.publishCover(fileKey);
    if (!(await ownPhotos.coverIfNone(this.deps.db, photo.gallery_id, photoId, cover))) await this.deps.files.remove({}, cover);
  }

  /** A refused upload: the photo and the upload row go (the engine removes the file). */
  private async forget(row: UploadRow, photoId: string): Promise<void> {
    await inTransaction(this.deps.db, async (trx) => {
      await uploadsRepo.remove(trx, row.id);
      await ownPhotos.remove(trx, photoId);
    });
  }
}
