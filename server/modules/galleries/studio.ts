import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { GalleryRow } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { setStudioItem } from '../catalogue/studio-writes';
import { badRequest, conflict, notFound } from '../../http/errors';
import { setAssetCategories } from '../categories/asset-categories';
import { removeUnlessBought, type Removal } from '../catalogue/studio-removal';
import { cleanTags, editedPrice, priceFor, publishedColumns, slugFor } from '../catalogue/studio-rules';
import type { SalesLookup } from '../earnings/sales';
import { assertOwnedBy } from '../performers/area';
import { ownPhotos } from './own-photos';
import type { PhotoFiles } from './photo-files';
import type { CreateGalleryBody, UpdateGalleryBody } from './schemas';

export type CreateGallery = Static<typeof CreateGalleryBody>;
export type UpdateGallery = Static<typeof UpdateGalleryBody>;

export interface GalleryStudioDeps {
  db: Db;
  files: PhotoFiles;
  sales: SalesLookup;
}

/**
 * The performer's own galleries as the Studio makes them: a draft first (its photos then come through the tus
 * upload, PhotoUploadTarget), edited, its photos ordered, captioned, removed, its cover picked; published now or
 * scheduled; deleted. `scope` is areaScope's: the performer's own id, or null for an admin (any gallery).
 */
export class GalleryStudio {
  constructor(private readonly deps: GalleryStudioDeps) {}

  async create(performerId: string, body: CreateGallery): Promise<string> {
    return inTransaction(this.deps.db, async (trx) => {
      const row = await trx
        .insertInto('galleries')
        .values({
          performer_id: performerId,
          title: body.title.trim(),
          slug: slugFor(body.title, 'gallery'),
          description: body.description?.trim() || null,
          tags: cleanTags(body.tags ?? []),
          access: body.access,
          price_cents: priceFor(body.access, body.price, 'gallery'),
          status: 'draft',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.categoryIds) await setAssetCategories(trx, 'galleries', row.id, body.categoryIds);
      return row.id;
    });
  }

  /** Edits what the owner says about the gallery; fields not sent stay (the price rules are the videos'). Its slug stays. */
  async update(id: string, scope: string | null, body: UpdateGallery): Promise<void> {
    const gallery = await this.own(id, scope);
    await inTransaction(this.deps.db, async (trx) => {
      await trx
        .updateTable('galleries')
        .set({
          ...(body.title !== undefined && { title: body.title.trim() }),
          ...(body.description !== undefined && { description: body.description.trim() || null }),
          ...(body.tags && { tags: cleanTags(body.tags) }),
          ...editedPrice(gallery, body, 'gallery'),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      if (body.categoryIds) await setAssetCategories(trx, 'galleries', id, body.categoryIds);
    });
  }

  /** Live now, or scheduled `at` a time to come; a gallery goes out with at least one photo. Unpublish: a draft again. */
  async publish(id: string, scope: string | null, publish: boolean, at?: Date): Promise<void> {
    const gallery = await this.own(id, scope);
    const columns = publishedColumns(gallery, publish, at);
    if (publish && gallery.photos_count === 0) throw conflict('Add at least one photo before publishing this gallery.', 'NO_PHOTOS');
    await setStudioItem(this.deps.db, 'galleries', id, columns);
  }

  /** Deletes the gallery with its photos and their files, or keeps it for its buyers. */
  async remove(id: string, scope: string | null): Promise<Removal> {
    const gallery = await this.own(id, scope);
    const photos = await this.deps.db.selectFrom('photos').select(['file_key', 'thumb_key', 'blur_key']).where('gallery_id', '=', id).execute();
    return removeUnlessBought(this.deps.db, this.deps.sales, { table: 'galleries', kind: 'gallery', id }, async () => {
      for (const photo of photos) await this.deps.files.remove(photo);
      await this.deps.files.remove({}, gallery.cover_key);
    });
  }

  /** The gallery's photos in a new order: every photo of the gallery, each once (another list is refused). */
  async reorder(id: string, scope: string | null, photoIds: string[]): Promise<void> {
    await this.own(id, scope);
    await inTransaction(this.deps.db, async (trx) => {
      await ownPhotos.lockGallery(trx, id);
      const current = (await trx.selectFrom('photos').select('id').where('gallery_id', '=', id).execute()).map((p) => p.id);
      const given = new Set(photoIds);
      if (given.size !== current.length || current.some((photoId) => !given.has(photoId)))
        throw badRequest(`Send every photo of the gallery once, in the new order (it has ${current.length}).`, 'PHOTO_ORDER_MISMATCH');
      await ownPhotos.reorder(trx, id, photoIds);
    });
  }

  async caption(id: string, scope: string | null, photoId: string, caption: string): Promise<void> {
    await this.own(id, scope);
    const captioned = await inTransaction(this.deps.db, (trx) => ownPhotos.setCaption(trx, id, photoId, caption.trim() || null));
    if (!captioned) throw notFound('Photo not found');
  }

  /** The gallery's cover becomes a card-sized public copy of this (ready) photo. */
  async setCover(id: string, scope: string | null, photoId: string): Promise<void> {
    const gallery = await this.own(id, scope);
    const photo = await ownPhotos.byId(this.deps.db, photoId);
    if (!photo || photo.gallery_id !== id) throw notFound('Photo not found');
    if (photo.state !== 'ready') throw conflict('This photo is still uploading: pick it as the cover once it is in.', 'PHOTO_NOT_READY');
    const cover = await this.deps.files.publishCover(photo.file_key!);
    await setStudioItem(this.deps.db, 'galleries', id, { cover_key: cover, cover_photo_id: photoId });
    await this.deps.files.remove({}, gallery.cover_key);
  }

  /** Removes a photo and its files; the cover, if made from it, is made from the gallery's first photo left. */
  async removePhoto(id: string, scope: string | null, photoId: string): Promise<void> {
    const gallery = await this.own(id, scope);
    const removed = await inTransaction(this.deps.db, async (trx) => {
      const photo = await ownPhotos.byId(trx, photoId);
      if (!photo || photo.gallery_id !== id) throw notFound('Photo not found');
      return ownPhotos.remove(trx, photoId);
    });
    if (removed) await this.deps.files.remove(removed);
    if (gallery.cover_photo_id !== photoId) return;
    const next = await ownPhotos.firstReady(this.deps.db, id);
    const cover = next ? await this.deps.files.publishCover(next.file_key!) : null;
    await inTransaction(this.deps.db, (trx) =>
      trx
        .updateTable('galleries')
        .set({ cover_key: cover, cover_photo_id: next?.id ?? null })
        .where('id', '=', id)
        .execute(),
    );
    await this.deps.files.remove({}, gallery.cover_key);
  }

  private async own(id: string, scope: string | null): Promise<GalleryRow> {
    const gallery = await this.deps.db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!gallery || gallery.status === 'inactive') throw notFound('Gallery not found');
    assertOwnedBy(gallery.performer_id, scope, 'gallery');
    return gallery;
  }
}
