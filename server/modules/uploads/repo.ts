import { sql } from 'kysely';
import type { Executor } from '../../db/unit-of-work';
import type { UploadKind, UploadRow } from '../../db/schema';

/** The uploads module's table of resumable uploads (one row per tus upload). */
export const uploadsRepo = {
  insert(
    db: Executor,
    row: {
      id: string;
      userId: string;
      kind: UploadKind;
      videoId?: string;
      photoId?: string;
      productId?: string;
      postMediaId?: string;
      applicationId?: string;
      messageAttachmentId?: string;
      size: number;
      filename: string | null;
    },
  ): Promise<unknown> {
    return db
      .insertInto('uploads')
      .values({
        id: row.id,
        user_id: row.userId,
        kind: row.kind,
        video_id: row.videoId ?? null,
        photo_id: row.photoId ?? null,
        product_id: row.productId ?? null,
        post_media_id: row.postMediaId ?? null,
        application_id: row.applicationId ?? null,
        message_attachment_id: row.messageAttachmentId ?? null,
        size: row.size,
        filename: row.filename,
      })
      .execute();
  },

  byId(db: Executor, id: string): Promise<UploadRow | undefined> {
    return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Bytes this user's unfinished uploads will take (counted against their storage quota until they finish). */
  async unfinishedBytes(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('uploads')
      .select(sql<number>`coalesce(sum(size), 0)::bigint`.as('bytes'))
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.bytes);
  },

  unfinishedOfVideo(db: Executor, videoId: string): Promise<UploadRow[]> {
    return db.selectFrom('uploads').selectAll().where('video_id', '=', videoId).where('finished_at', 'is', null).execute();
  },

  received(db: Executor, id: string, bytes: number): Promise<unknown> {
    return db.updateTable('uploads').set({ received: bytes }).where('id', '=', id).where('finished_at', 'is', null).execute();
  },

  finished(db: Executor, id: string): Promise<unknown> {
    return db
      .updateTable('uploads')
      .set({ received: sql`size`, finished_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  remove(db: Executor, id: string): Promise<unknown> {
    return db.deleteFrom('uploads').where('id', '=', id).execute();
  },

  /** Unfinished uploads started before `before` (abandoned), or whose video, photo, product, post photo, application or message photo was deleted. */
  abandoned(db: Executor, before: Date, limit: number): Promise<UploadRow[]> {
    const forNothing = (['video_id', 'photo_id', 'product_id', 'post_media_id', 'application_id', 'message_attachment_id'] as const).map(
      (column) => sql<boolean>`${sql.ref(column)} is null`,
    );
    return db
      .selectFrom('uploads')
      .selectAll()
      .where('finished_at', 'is', null)
      .where((eb) => eb.or([eb('created_at', '<', before), eb.and(forNothing)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
  },

  /** What the Studio shows of uploads under way: bytes received of the total, per video. */
  async progressOf(db: Executor, videoIds: string[]): Promise<Map<string, number>> {
    if (videoIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('uploads')
      .select(['video_id', 'received', 'size'])
      .where('video_id', 'in', videoIds)
      .where('finished_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [r.video_id!, Math.floor((Number(r.received) / Number(r.size)) * 100)]));
  },
};

/** The uploads' progress as the videos module reads it (VideosService's UploadProgress). */
export const uploadProgress = (db: Executor) => ({ percentOf: (videoIds: string[]) => uploadsRepo.progressOf(db, videoIds) });
