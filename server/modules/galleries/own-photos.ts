import { sql } from 'kysely';
import type { PhotoRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { PhotoKeys } from './photo-files';

/** The gallery owner's writes to the photos table: a photo is added as its upload starts and is ready once processed. */
export const ownPhotos = {
  /** The gallery, locked until the transaction ends (photos are added one at a time: the count stays exact). */
  lockGallery(trx: Executor, galleryId: string) {
    return trx.selectFrom('galleries').select(['id', 'performer_id', 'status', 'cover_key']).where('id', '=', galleryId).forUpdate().executeTakeFirst();
  },

  async countIn(trx: Executor, galleryId: string): Promise<number> {
    const row = await trx
      .selectFrom('photos')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('gallery_id', '=', galleryId)
      .executeTakeFirstOrThrow();
    return row.n;
  },

  /** A photo whose upload has started, last in its gallery. */
  async addUploading(trx: Executor, galleryId: string, performerId: string): Promise<string> {
    const row = await trx
      .insertInto('photos')
      .values({
        gallery_id: galleryId,
        performer_id: performerId,
        state: 'uploading',
        ordering: sql<number>`(select coalesce(max(ordering) + 1, 0) from photos where gallery_id = ${galleryId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  byId(db: Executor, photoId: string): Promise<PhotoRow | undefined> {
    return db.selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirst();
  },

  /** The photo is processed: its files, size and bytes; its gallery counts it. False when it was removed meanwhile. */
  async ready(trx: Executor, photoId: string, files: { keys: PhotoKeys; bytes: number; width: number; height: number }): Promise<boolean> {
    const photo = await trx
      .updateTable('photos')
      .set({ state: 'ready', ...files.keys, bytes: files.bytes, width: files.width, height: files.height })
      .where('id', '=', photoId)
      .where('state', '=', 'uploading')
      .returning('gallery_id')
      .executeTakeFirst();
    if (!photo) return false;
    await trx
      .updateTable('galleries')
      .set({ photos_count: sql`photos_count + 1`, updated_at: new Date() })
      .where('id', '=', photo.gallery_id)
      .execute();
    return true;
  },

  /** Sets the gallery's cover if it has none yet; false when it had one (the caller's new cover file is not needed). */
  async coverIfNone(db: Executor, galleryId: string, photoId: string, coverKey: string): Promise<boolean> {
    const result = await db
      .updateTable('galleries')
      .set({ cover_key: coverKey, cover_photo_id: photoId })
      .where('id', '=', galleryId)
      .where('cover_key', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Removes a photo; a ready one leaves its gallery's count. Returns the removed row (its files are the caller's to remove). */
  async remove(trx: Executor, photoId: string): Promise<PhotoRow | undefined> {
    const photo = await trx.deleteFrom('photos').where('id', '=', photoId).returningAll().executeTakeFirst();
    if (photo?.state === 'ready')
      await trx
        .updateTable('galleries')
        .set({ photos_count: sql`greatest(photos_count - 1, 0)`, updated_at: new Date() })
        .where('id', '=', photo.gallery_id)
        .execute();
    return photo;
  },

  /** Sets the photos' order to the one given (every photo of the gallery, checked by the caller). */
  async reorder(trx: Executor, galleryId: string, photoIds: string[]): Promise<void> {
    const positions = sql.join(photoIds.map((id, i) => sql`(${id}::uuid, ${i}::int)`));
    await sql`
      update photos set ordering = wanted.position
      from (values ${positions}) as wanted (id, position)
      where photos.id = wanted.id and photos.gallery_id = ${galleryId}`.execute(trx);
  },

  /** False when the gallery has no such photo. */
  async setCaption(db: Executor, galleryId: string, photoId: string, caption: string | null): Promise<boolean> {
    const result = await db.updateTable('photos').set({ title: caption }).where('id', '=', photoId).where('gallery_id', '=', galleryId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  firstReady(db: Executor, galleryId: string): Promise<PhotoRow | undefined> {
    return db
      .selectFrom('photos')
      .selectAll()
      .where('gallery_id', '=', galleryId)
      .where('state', '=', 'ready')
      .orderBy('ordering')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  },

  /** Every photo of a gallery, in order, whatever its state (the owner's view). */
  allOf(db: Executor, galleryId: string): Promise<PhotoRow[]> {
    return db.selectFrom('photos').selectAll().where('gallery_id', '=', galleryId).orderBy('ordering').orderBy('id').execute();
  },
};
