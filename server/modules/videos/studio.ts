import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { Updateable } from 'kysely';
import type { VideoRow, VideosTable } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { FileStorage } from '../../storage';
import { PROTECTED_PREFIX } from '../../storage';
import { assertOwnedBy } from '../performers/area';
import type { SalesLookup } from '../earnings/sales';
import type { VideoMedia } from './media';
import { setAssetCategories } from '../categories/asset-categories';
import { republishedAt } from '../catalogue/live';
import type { CreateVideoBody, UpdateVideoBody } from './schemas';

export type CreateVideo = Static<typeof CreateVideoBody>;
export type UpdateVideo = Static<typeof UpdateVideoBody>;

export interface VideoStudioDeps {
  db: Db;
  media: VideoMedia;
  storage: FileStorage;
  sales: SalesLookup;
}

/** "My summer clip!" -> "my-summer-clip-3f9a0c": readable, and unique without asking the database. */
function slugFor(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'video'}-${randomBytes(3).toString('hex')}`;
}

/** Trimmed, each once, in the order given. */
const cleanTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/** How far ahead a video may be scheduled. */
const MAX_SCHEDULE_DAYS = 365;

/** A schedule is a time still to come (a past one is refused, not taken as "now": the performer says which they want). */
function assertSchedulable(at: Date, now: Date): void {
  if (at <= now) throw badRequest('This time has passed: publish now instead, or choose a time still to come.', 'SCHEDULE_IN_PAST');
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * 86_400_000)
    throw badRequest(`A video can be scheduled up to ${MAX_SCHEDULE_DAYS} days ahead.`, 'SCHEDULE_TOO_FAR');
}

/** The stored price: pay-per-view needs one above zero; any other access has none. */
function priceFor(access: CreateVideo['access'], cents: number | undefined): number {
  if (access !== 'sale') return 0;
  if (!cents) throw badRequest('A pay-per-view video needs a price above zero.', 'PRICE_REQUIRED');
  return cents;
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
          slug: slugFor(body.title),
          description: body.description?.trim() || null,
          tags: cleanTags(body.tags ?? []),
          access: body.access,
          price_cents: priceFor(body.access, body.price),
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
   * the one it had); leaving pay-per-view drops the price. Its slug stays, so links to it keep working.
   */
  async update(id: string, scope: string | null, body: UpdateVideo): Promise<void> {
    const video = await this.own(id, scope);
    const access = body.access ?? video.access;
    const price = priceFor(access, body.price ?? (video.access === 'sale' ? video.price_cents : undefined));
    await inTransaction(this.deps.db, async (trx) => {
      await trx
        .updateTable('videos')
        .set({
          ...(body.title !== undefined && { title: body.title.trim() }),
          ...(body.description !== undefined && { description: body.description.trim() || null }),
          ...(body.tags && { tags: cleanTags(body.tags) }),
          access,
          price_cents: price,
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
    const now = new Date();
    if (!publish) {
      // A video that was live keeps the date it first went out; a scheduled time that has not come goes.
      const publishedAt = video.published_at && video.published_at > now ? null : video.published_at;
      await this.set(id, { status: 'draft', publish_when_ready: false, published_at: publishedAt });
      return;
    }
    if (at) assertSchedulable(at, now);
    if (video.media_state === 'failed') throw conflict('This video failed to process: retry it or upload its file again before publishing.', 'MEDIA_FAILED');
    const when = at ?? republishedAt(video.published_at, now);
    if (video.media_state === 'ready')
      await this.set(id, { status: 'active', published_at: when, publish_when_ready: false, announced_at: at ? null : video.announced_at });
    else await this.set(id, { publish_when_ready: true, published_at: at ?? null });
  }

  private async set(id: string, values: Updateable<VideosTable>): Promise<void> {
    await this.deps.db
      .updateTable('videos')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** A failed video is processed again from its original; without one, it waits for a new upload. */
  async retry(id: string, scope: string | null): Promise<void> {
    const video = await this.own(id, scope);
    if (video.media_state !== 'failed') throw conflict('Only a video that failed can be retried.', 'NOT_FAILED');
    const sourceKey = video.source_key;
    await inTransaction(this.deps.db, async (trx, afterCommit) => {
      if (sourceKey) await this.deps.media.sourceReceived(trx, afterCommit, id, sourceKey, Number(video.storage_bytes));
      else await this.deps.media.uploadAbandoned(trx, afterCommit, id, 'failed');
    });
  }

  /**
   * Deletes the video and its files. One that someone bought is kept for its buyers instead (the industry keeps
   * purchased content available): it leaves the site and the Studio, its files stay for those who paid.
   */
  async remove(id: string, scope: string | null): Promise<'deleted' | 'kept for buyers'> {
    const video = await this.own(id, scope);
    const sold = (await this.deps.sales.salesOf('video', [id])).get(id);
    if (sold && sold.salesCount > 0) {
      await this.deps.db.updateTable('videos').set({ status: 'inactive', updated_at: new Date() }).where('id', '=', id).execute();
      return 'kept for buyers';
    }
    await this.deps.db.deleteFrom('videos').where('id', '=', id).execute();
    await this.removeFiles(video);
    return 'deleted';
  }

  private async removeFiles(video: VideoRow): Promise<void> {
    const { storage } = this.deps;
    const keys = [video.source_key, video.teaser_key && `public/${video.teaser_key}`, video.thumbnail_key && `public/${video.thumbnail_key}`];
    for (const key of keys) if (key) await storage.delete(key).catch(() => undefined);
    if (video.hls_key) await storage.deleteFolder(PROTECTED_PREFIX + video.hls_key.slice(0, video.hls_key.lastIndexOf('/') + 1)).catch(() => undefined);
  }

  private async own(id: string, scope: string | null): Promise<VideoRow> {
    const video = await this.deps.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
    if (!video) throw notFound('Video not found');
    assertOwnedBy(video.performer_id, scope, 'video');
    return video;
  }
}
