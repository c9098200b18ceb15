import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { CreatorPostRow } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { setStudioItem } from '../catalogue/studio-writes';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assetByIdOrSlug } from '../catalogue/asset-rows';
import { removeUnlessBought, type Removal } from '../catalogue/studio-removal';
import { publicationOf } from '../catalogue/live';
import { editedPrice, priceFor, publishedColumns, slugFor } from '../catalogue/studio-rules';
import type { SalesLookup } from '../earnings/sales';
import type { PhotoFiles } from '../galleries/photo-files';
import { assertOwnedBy } from '../performers/area';
import type { SettingsService } from '../settings/service';
import { postMediaLimit } from './media-uploads';
import { ownMedia } from './own-media';
import { postsRepo } from './repo';
import type { CreatePostBody, UpdatePostBody } from './schemas';

export type CreatePost = Static<typeof CreatePostBody>;
export type UpdatePost = Static<typeof UpdatePostBody>;

export interface PostStudioDeps {
  db: Db;
  files: PhotoFiles;
  sales: SalesLookup;
  settings: SettingsService;
}

/**
 * The performer's own posts as the Studio makes them: a draft first (its photos then come through the tus upload,
 * PostMediaUploadTarget; videos of theirs are attached), edited, its media ordered and removed; published now or
 * scheduled; deleted. `scope` is areaScope's: the performer's own id, or null for an admin (any post).
 */
export class PostStudio {
  constructor(private readonly deps: PostStudioDeps) {}

  async create(performerId: string, body: CreatePost): Promise<string> {
    const row = await inTransaction(this.deps.db, (trx) =>
      trx
        .insertInto('creator_posts')
        .values({
          performer_id: performerId,
          title: body.title.trim(),
          slug: slugFor(body.title, 'post'),
          body: body.body?.trim() ?? '',
          access: body.access,
          price_cents: priceFor(body.access, body.price, 'post'),
          status: 'draft',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return row.id;
  }

  /** Edits the post's title, text, access and price; fields not sent stay (the price rules are the videos'). Its slug stays. */
  async update(id: string, scope: string | null, body: UpdatePost): Promise<void> {
    const post = await this.own(id, scope);
    await inTransaction(this.deps.db, (trx) =>
      trx
        .updateTable('creator_posts')
        .set({
          ...(body.title !== undefined && { title: body.title.trim() }),
          ...(body.body !== undefined && { body: body.body.trim() }),
          ...editedPrice(post, body, 'post'),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute(),
    );
  }

  /** Pins the post to the top of its creator's posts (their other pinned one is unpinned), or unpins it; drafts cannot be pinned. */
  async pin(id: string, scope: string | null, pinned: boolean): Promise<void> {
    const post = await this.own(id, scope);
    if (pinned && publicationOf(post) === 'draft') throw conflict('Publish this post before pinning it.', 'NOT_PUBLISHED');
    await inTransaction(this.deps.db, (trx) => postsRepo.pin(trx, post.performer_id, id, pinned));
  }

  /** Live now, or scheduled `at` a time to come; a post goes out with some text or at least one photo or video. */
  async publish(id: string, scope: string | null, publish: boolean, at?: Date): Promise<void> {
    const post = await this.own(id, scope);
    const columns = publishedColumns(post, publish, at);
    if (publish && post.body.trim() === '' && post.media_count === 0)
      throw conflict('Write something or add a photo or video before publishing this post.', 'EMPTY_POST');
    await setStudioItem(this.deps.db, 'creator_posts', id, columns);
  }

  /** Deletes the post with its photos' files, or keeps it for its buyers. */
  async remove(id: string, scope: string | null): Promise<Removal> {
    await this.own(id, scope);
    const media = await ownMedia.allOf(this.deps.db, [id]);
    return removeUnlessBought(this.deps.db, this.deps.sales, { table: 'creator_posts', kind: 'creator_post', id }, async () => {
      for (const photo of media) await this.deps.files.remove(photo);
    });
  }

  /** Shows one of the author's own videos (not a hidden one) in the post, last. */
  async attachVideo(id: string, scope: string | null, videoId: string): Promise<void> {
    const post = await this.own(id, scope);
    const video = await assetByIdOrSlug(this.deps.db, 'videos', videoId, false);
    if (!video || video.status === 'inactive' || video.performer_id !== post.performer_id)
      throw notFound('There is no such video of yours.', 'VIDEO_NOT_FOUND');
    const max = await postMediaLimit(this.deps.settings);
    await inTransaction(this.deps.db, async (trx) => {
      await ownMedia.lockPost(trx, id);
      const media = await ownMedia.allOf(trx, [id]);
      if (media.some((m) => m.video_id === videoId)) throw conflict('This video is in the post already.', 'VIDEO_ALREADY_IN_POST');
      if (media.length >= max) throw conflict(`A post holds at most ${max} photos and videos, and this one is full.`, 'POST_FULL');
      await ownMedia.add(trx, id, { kind: 'video', videoId });
    });
  }

  /** The post's photos and videos in a new order: every one of them, each once (another list is refused). */
  async reorder(id: string, scope: string | null, mediaIds: string[]): Promise<void> {
    await this.own(id, scope);
    await inTransaction(this.deps.db, async (trx) => {
      await ownMedia.lockPost(trx, id);
      const current = (await ownMedia.allOf(trx, [id])).map((m) => m.id);
      const given = new Set(mediaIds);
      if (given.size !== current.length || current.some((mediaId) => !given.has(mediaId)))
        throw badRequest(`Send every photo and video of the post once, in the new order (it has ${current.length}).`, 'MEDIA_ORDER_MISMATCH');
      await ownMedia.reorder(trx, id, mediaIds);
    });
  }

  /** Takes a photo (its files go) or a video (it stays in the catalogue) out of the post. */
  async removeMedia(id: string, scope: string | null, mediaId: string): Promise<void> {
    await this.own(id, scope);
    const removed = await inTransaction(this.deps.db, async (trx) => {
      const media = await ownMedia.byId(trx, mediaId);
      if (!media || media.post_id !== id) throw notFound('This photo or video is not in the post.', 'MEDIA_NOT_FOUND');
      return ownMedia.remove(trx, mediaId);
    });
    if (removed?.kind === 'photo') await this.deps.files.remove(removed);
  }

  private async own(id: string, scope: string | null): Promise<CreatorPostRow> {
    const post = await this.deps.db.selectFrom('creator_posts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!post || post.status === 'inactive') throw notFound('Post not found');
    assertOwnedBy(post.performer_id, scope, 'post');
    return post;
  }
}
