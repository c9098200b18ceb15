import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { Updateable } from 'kysely';
import type { VideoRow, VideosTable } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { setStudioItem } from '../catalogue/studio-writes';
import { conflict, notFound } from '../../http/errors';
import { POSTER_SHAPE, storePublicWebp, toWebp } from '../uploads/images';
import type { FileStorage } from '../../storage';
import { PROTECTED_PREFIX } from '../../storage';
import { assertOwnedBy } from '../performers/area';
import type { SalesLookup } from '../earnings/sales';
import type { VideoMedia } from './media';
import type { VideoReplacements } from './replacement';
import { setAssetCategories } from '../categories/asset-categories';
import { removeUnlessBought, type Removal } from '../catalogue/studio-removal';
import { cleanTags, editedPrice, priceFor, publishedColumns, slugFor } from '../catalogue/studio-rules';
import type { CreateVideoBody, UpdateVideoBody } from './schemas';

export type CreateVideo = Static<typeof CreateVideoBody>;
export type UpdateVideo = Static<typeof UpdateVideoBody>;

export interface VideoStudioDeps {
  db: Db;
  media: VideoMedia;
  replacements: VideoReplacements;
  storage: FileStorage;
  sales: SalesLookup;
}

/**
 * The performer's own videos as the Studio makes them: a draft first (its file then comes through the tus upload),
 * published now or when processing ends, retried after a failure, deleted. `scope` is areaScope's: the performer's
 * own id, or null for an admin (any video).
 */
export class VideoStudio {
  constructor(private readonly deps: VideoStudioDeps) {}

  async createDraft(performerId: string, body: CreateVideo): Promise<string> {
    return inTransaction(this.deps.db, async (trx) => {
      const row = await trx
        .insertInto('videos')
        .values({
          performer_id: performerId,
          title: body.title.trim(),
          slug: slugFor(body.title, 'video'),
          description: body.description?.trim() || null,
          tags: cleanTags(body.tags ?? []),
          access: body.access,
          price_cents: priceFor(body.access, body.price, 'video'),
          status: 'draft',
          media_state: 'awaiting_upload',
          teaser_start_seconds: body.teaserStartSeconds ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.categoryIds) await setAssetCategories(trx, 'videos', row.id, body.categoryIds);
      return row.id;
    });
  }

  /**
   * Edits what the owner says about the video; fields not sent stay. Turning it pay-per-view needs a price (sent, or
   * the one it had); leaving pay-per-view drops the price. Its slug stays, so links to it keep working. A new teaser
   * start is used by processing, or re-cuts the teaser of a processed video (VideoMedia.teaserStartChanged).
   */
  async update(id: string, scope: string | null, body: UpdateVideo): Promise<void> {
    const video = await this.own(id, scope);
    const priced = editedPrice(video, body, 'video');
    const teaserStart = body.teaserStartSeconds;
    await inTransaction(this.deps.db, async (trx) => {
      if (teaserStart !== undefined && teaserStart !== (video.teaser_start_seconds ?? 0)) await this.deps.media.teaserStartChanged(trx, video, teaserStart);
      await trx
        .updateTable('videos')
        .set({
          ...(body.title !== undefined && { title: body.title.trim() }),
          ...(body.description !== undefined && { description: body.description.trim() || null }),
          ...(body.tags && { tags: cleanTags(body.tags) }),
          ...priced,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      if (body.categoryIds) await setAssetCategories(trx, 'videos', id, body.categoryIds);
    });
  }

  /**
   * Publish: live now when its media is ready, else as soon as processing ends; with `at`, at that time instead
   * (scheduled), or when processing ends if that is later. Unpublish: back to a draft (a schedule is dropped).
   */
  async publish(id: string, scope: string | null, publish: boolean, at?: Date): Promise<void> {
    const video = await this.own(id, scope);
    const columns = publishedColumns(video, publish, at);
    if (!publish) {
      await this.set(id, { ...columns, publish_when_ready: false });
      return;
    }
    if (video.media_state === 'failed') throw conflict('This video failed to process: retry it or upload its file again before publishing.', 'MEDIA_FAILED');
    if (video.media_state === 'ready') await this.set(id, { ...columns, publish_when_ready: false });
    else await this.set(id, { publish_when_ready: true, published_at: at ?? null });
  }

  private async set(id: string, values: Updateable<VideosTable>): Promise<void> {
    await setStudioItem(this.deps.db, 'videos', id, values);
  }

  /**
   * A failed video is processed again from its original; without one, it waits for a new upload. A processed video
   * whose new file failed: the new file is processed again.
   */
  async retry(id: string, scope: string | null): Promise<void> {
    const video = await this.own(id, scope);
    const { db, media, replacements } = this.deps;
    const replacement = video.media_state === 'ready' ? await replacements.of(db, id) : undefined;
    if (replacement?.state === 'failed') return inTransaction(db, (trx, afterCommit) => replacements.retry(trx, afterCommit, replacement));
    if (video.media_state !== 'failed') throw conflict('Only a video that failed can be retried.', 'NOT_FAILED');
    const sourceKey = video.source_key;
    await inTransaction(db, async (trx, afterCommit) => {
      if (sourceKey) await media.sourceReceived(trx, afterCommit, id, sourceKey, Number(video.storage_bytes));
      else await media.uploadAbandoned(trx, afterCommit, id, 'failed');
    });
  }

  /** The performer gives up a new file that failed: the video keeps playing its file. */
  async discardReplacement(id: string, scope: string | null): Promise<void> {
    await this.own(id, scope);
    const { db, replacements, storage } = this.deps;
    if (!(await replacements.of(db, id))) throw notFound('This video has no new file to discard.', 'NO_REPLACEMENT');
    const sourceKey = await inTransaction(db, (trx, afterCommit) => replacements.discarded(trx, afterCommit, id));
    if (sourceKey) await storage.delete(sourceKey).catch(() => undefined);
  }

  /** Deletes the video and its files, or keeps it for its buyers (removeUnlessBought). */
  async remove(id: string, scope: string | null): Promise<Removal> {
    const video = await this.own(id, scope);
    // A new file on its way goes too (its row goes with the video's).
    const replacement = await this.deps.replacements.of(this.deps.db, id);
    return removeUnlessBought(this.deps.db, this.deps.sales, { table: 'videos', kind: 'video', id }, () =>
      this.removeFiles(video, replacement?.source_key ?? null),
    );
  }

  private async removeFiles(video: VideoRow, replacementSourceKey: string | null): Promise<void> {
    const { storage } = this.deps;
    const keys = [
      video.source_key,
      replacementSourceKey,
      video.teaser_key && `public/${video.teaser_key}`,
      video.thumbnail_key && `public/${video.thumbnail_key}`,
    ];
    for (const key of keys) if (key) await storage.delete(key).catch(() => undefined);
    // The poster's candidates and an uploaded poster, beside the processed files.
    await storage.deleteFolder(`public/videos/${video.id}/`).catch(() => undefined);
    if (video.hls_key) await storage.deleteFolder(PROTECTED_PREFIX + video.hls_key.slice(0, video.hls_key.lastIndexOf('/') + 1)).catch(() => undefined);
  }

  /** The poster becomes one of the frames processing offered (`index` in posterCandidates). */
  async choosePoster(id: string, scope: string | null, index: number): Promise<void> {
    const video = await this.own(id, scope);
    const key = video.poster_candidates[index];
    if (key === undefined)
      throw notFound(
        video.poster_candidates.length ? 'The video has no such frame.' : 'This video has no frames to choose from: upload a poster instead.',
        'NO_SUCH_FRAME',
      );
    await this.setPoster(video, key);
  }

  /** The poster becomes the performer's own picture (resized to the player's size, metadata stripped). */
  async uploadPoster(id: string, scope: string | null, upload: Buffer): Promise<void> {
    const video = await this.own(id, scope);
    await this.setPoster(video, await storePublicWebp(this.deps.storage, `videos/${id}/posters`, await toWebp(upload, POSTER_SHAPE)));
  }

  /** An uploaded poster it replaces is removed; generated ones stay (they may be chosen again). */
  private async setPoster(video: VideoRow, key: string): Promise<void> {
    await this.set(video.id, { thumbnail_key: key });
    const old = video.thumbnail_key;
    if (old && old !== key && old.startsWith(`videos/${video.id}/posters/`)) await this.deps.storage.delete(`public/${old}`).catch(() => undefined);
  }

  private async own(id: string, scope: string | null): Promise<VideoRow> {
    const video = await this.deps.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
    if (!video) throw notFound('Video not found');
    assertOwnedBy(video.performer_id, scope, 'video');
    return video;
  }
}
