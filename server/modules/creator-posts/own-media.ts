import { sql } from 'kysely';
import type { CreatorPostMediaRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { PhotoKeys } from '../galleries/photo-files';

/**
 * The post owner's writes to creator_post_media: a photo is added as its upload starts and is ready once processed; a
 * video of theirs is added ready. The post's media_count counts what is ready.
 */
export const ownMedia = {
  /** The post, locked until the transaction ends (media are added one at a time: the count stays exact). */
  lockPost(trx: Executor, postId: string) {
    return trx.selectFrom('creator_posts').select(['id', 'performer_id', 'status']).where('id', '=', postId).forUpdate().executeTakeFirst();
  },

  /** Every photo and video of the post, uploading ones included (what the limit counts). */
  async countIn(trx: Executor, postId: string): Promise<number> {
    const row = await trx
      .selectFrom('creator_post_media')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    return row.n;
  },

  /** A photo whose upload has started, or a video (ready at once), last in the post. */
  async add(trx: Executor, postId: string, media: { kind: 'photo' } | { kind: 'video'; videoId: string }): Promise<string> {
    const row = await trx
      .insertInto('creator_post_media')
      .values({
        post_id: postId,
        kind: media.kind,
        state: media.kind === 'photo' ? 'uploading' : 'ready',
        video_id: media.kind === 'video' ? media.videoId : null,
        ordering: sql<number>`(select coalesce(max(ordering) + 1, 0) from creator_post_media where post_id = ${postId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (media.kind === 'video') await countReady(trx, postId, 1);
    return row.id;
  },

  byId(db: Executor, mediaId: string): Promise<CreatorPostMediaRow | undefined> {
    return db.selectFrom('creator_post_media').selectAll().where('id', '=', mediaId).executeTakeFirst();
  },

  /** The photo is processed: its files and size; its post counts it. False when it was removed meanwhile. */
  async photoReady(trx: Executor, mediaId: string, files: { keys: PhotoKeys; bytes: number; width: number; height: number }): Promise<boolean> {
    const media = await trx
      .updateTable('creator_post_media')
      .set({ state: 'ready', ...files.keys, bytes: files.bytes, width: files.width, height: files.height })
      .where('id', '=', mediaId)
      .where('state', '=', 'uploading')
      .returning('post_id')
      .executeTakeFirst();
    if (!media) return false;
    await countReady(trx, media.post_id, 1);
    return true;
  },

  /** Removes a photo or video from its post; a ready one leaves the count. Returns the removed row (a photo's files are the caller's). */
  async remove(trx: Executor, mediaId: string): Promise<CreatorPostMediaRow | undefined> {
    const media = await trx.deleteFrom('creator_post_media').where('id', '=', mediaId).returningAll().executeTakeFirst();
    if (media?.state === 'ready') await countReady(trx, media.post_id, -1);
    return media;
  },

  /** Sets the order to the one given (every photo and video of the post, checked by the caller). */
  async reorder(trx: Executor, postId: string, mediaIds: string[]): Promise<void> {
    const positions = sql.join(mediaIds.map((id, i) => sql`(${id}::uuid, ${i}::int)`));
    await sql`
      update creator_post_media set ordering = wanted.position
      from (values ${positions}) as wanted (id, position)
      where creator_post_media.id = wanted.id and creator_post_media.post_id = ${postId}`.execute(trx);
  },

  /** Every photo and video of these posts, in each post's order, whatever their state. */
  allOf(db: Executor, postIds: string[]): Promise<CreatorPostMediaRow[]> {
    if (postIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('creator_post_media').selectAll().where('post_id', 'in', postIds).orderBy('post_id').orderBy('ordering').orderBy('id').execute();
  },
};

async function countReady(trx: Executor, postId: string, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('creator_posts')
    .set({ media_count: sql`greatest(media_count + ${delta}, 0)`, updated_at: new Date() })
    .where('id', '=', postId)
    .execute();
}
