import type { Updateable } from 'kysely';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Db } from '../../db';
import type { ReplacementState, VideoReplacementRow, VideoReplacementsTable, VideoRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { inTransaction } from '../../db/unit-of-work';
import { conflict } from '../../http/errors';
import type { JobSender } from '../../jobs/sender';
import { PROTECTED_PREFIX, PUBLIC_PREFIX } from '../../storage';
import { catalogueVideoLayout, type OutputLayout } from '../video-processing/layout';
import type { ProcessingTarget, VideoMedia } from './media';
import { processedColumns, type ProcessedMedia } from './processed-media';

/** The job that processes a new file of a processed video (the same pipeline as a first original). */
export const VIDEO_REPLACE_JOB = 'video-replace';
/** The job that removes a replaced video's old files, once links signed before the swap have expired. */
export const VIDEO_OLD_FILES_JOB = 'video-old-files';

/**
 * How long the old files outlive the swap: a viewer who started the video before it still streams them until their
 * signed link expires (videos/presenter.ts SIGNED_VIDEO_SECONDS).
 */
export const OLD_FILES_GRACE_SECONDS = 4 * 60 * 60;

/** What is removed of a replaced video's files (storage keys and folders, prefixes included). */
export interface OldVideoFiles {
  keys: string[];
  folders: string[];
}

export interface VideoReplacementsDeps {
  db: Db;
  jobs: JobSender;
  invalidation: CacheInvalidation;
  media: VideoMedia;
}

/** The replacements of these videos, by video id. */
export async function replacementsOf(db: Executor, videoIds: string[]): Promise<Map<string, VideoReplacementRow>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db.selectFrom('video_replacements').selectAll().where('video_id', 'in', videoIds).execute();
  return new Map(rows.map((row) => [row.video_id, row]));
}

/**
 * The owner of video_replacements: a processed video's new file, uploaded (uploads/video-uploads.ts) and processed
 * (the `video-replace` job) beside it. The video keeps its old renditions, poster and teaser, and plays from them,
 * until the new ones are live: then, in one transaction, the video takes the new keys and the old files are given to
 * a job that removes them later (OLD_FILES_GRACE_SECONDS). A failure leaves the video as it was, with the reason shown
 * to its performer, who may retry, send another file or discard it.
 */
export class VideoReplacements implements ProcessingTarget {
  constructor(private readonly deps: VideoReplacementsDeps) {}

  /**
   * A new file is being sent; one sent before (refused, or failed to process) is forgotten: the key of its original is
   * returned, for the caller to remove.
   */
  async uploadStarted(trx: Executor, afterCommit: AfterCommit, videoId: string): Promise<string | null> {
    const previous = await trx.selectFrom('video_replacements').select('source_key').where('video_id', '=', videoId).forUpdate().executeTakeFirst();
    await this.upsert(trx, videoId, { state: 'uploading', step: null, percent: 0, error: null, source_key: null, bytes: 0 });
    afterCommit(() => this.deps.media.announce(videoId));
    return previous?.source_key ?? null;
  }

  /** The new file's upload was given up: the video stays as it is. */
  async uploadAbandoned(trx: Executor, afterCommit: AfterCommit, videoId: string): Promise<void> {
    await trx.deleteFrom('video_replacements').where('video_id', '=', videoId).where('state', '=', 'uploading').execute();
    afterCommit(() => this.deps.media.announce(videoId));
  }

  /** The new file is not one the site takes: kept as failed with the reason (the video plays its old file). */
  async sourceRefused(trx: Executor, afterCommit: AfterCommit, videoId: string, reason: string): Promise<void> {
    await this.upsert(trx, videoId, { state: 'failed', step: null, error: reason.slice(0, 500) });
    afterCommit(() => this.deps.media.announce(videoId));
  }

  /** The new file is complete and stored: its processing is asked for in the same transaction. */
  async sourceReceived(trx: Executor, afterCommit: AfterCommit, videoId: string, sourceKey: string, bytes: number): Promise<void> {
    await this.upsert(trx, videoId, { state: 'processing', step: 'queued', percent: 0, error: null, source_key: sourceKey, bytes });
    if (!(await this.deps.jobs.send(trx, VIDEO_REPLACE_JOB, { videoId }, `replace:${videoId}`)))
      throw conflict('The last attempt on the new file is still finishing: try again in a few seconds.', 'PROCESSING_BUSY');
    afterCommit(() => this.deps.media.announce(videoId));
  }

  /** A failed new file is processed again from its original; without one, it is forgotten. */
  async retry(trx: Executor, afterCommit: AfterCommit, replacement: VideoReplacementRow): Promise<void> {
    if (replacement.source_key) await this.sourceReceived(trx, afterCommit, replacement.video_id, replacement.source_key, Number(replacement.bytes));
    else await this.discarded(trx, afterCommit, replacement.video_id);
    // (A refused file was never kept: retrying it is sending a file again, and the failed one is forgotten.)
  }

  /**
   * The performer gave up a new file that failed (one still uploading is given up by stopping its upload): the key of
   * its original, to remove, if any.
   */
  async discarded(trx: Executor, afterCommit: AfterCommit, videoId: string): Promise<string | null> {
    const row = await trx
      .deleteFrom('video_replacements')
      .where('video_id', '=', videoId)
      .where('state', '=', 'failed')
      .returning('source_key')
      .executeTakeFirst();
    if (!row) throw conflict('Only a new file that failed can be discarded: this one is still on its way.', 'REPLACEMENT_BUSY');
    afterCommit(() => this.deps.media.announce(videoId));
    return row.source_key;
  }

  async of(db: Executor, videoId: string): Promise<VideoReplacementRow | undefined> {
    return (await replacementsOf(db, [videoId])).get(videoId);
  }

  async waiting(videoId: string): Promise<{ sourceKey: string; layout: OutputLayout } | null> {
    const row = await this.deps.db
      .selectFrom('video_replacements as r')
      .innerJoin('videos as v', 'v.id', 'r.video_id')
      .select(['r.source_key', 'v.teaser_start_seconds'])
      .where('r.video_id', '=', videoId)
      .where('r.state', '=', 'processing')
      .where('v.media_state', '=', 'ready')
      .executeTakeFirst();
    return row?.source_key ? { sourceKey: row.source_key, layout: catalogueVideoLayout(videoId, row.source_key, row.teaser_start_seconds ?? 0) } : null;
  }

  /** A new file's outputs are in use once the video took them. */
  plays(videoId: string, hlsKey: string): Promise<boolean> {
    return this.deps.media.plays(videoId, hlsKey);
  }

  async progress(videoId: string, step: string, percent: number): Promise<void> {
    await this.update(this.deps.db, videoId, { step, percent: Math.max(0, Math.min(100, Math.round(percent))) }, 'processing');
    await this.deps.media.announce(videoId);
  }

  async attemptFailed(videoId: string, attempt: { number: number; of: number }, reason: string): Promise<void> {
    await this.update(this.deps.db, videoId, { error: `Attempt ${attempt.number} of ${attempt.of} failed: ${reason}`.slice(0, 500) }, 'processing');
  }

  async failed(videoId: string, reason: string): Promise<void> {
    await this.update(this.deps.db, videoId, { state: 'failed', step: null, error: reason.slice(0, 500) });
    await this.deps.media.announce(videoId);
  }

  async gaveUp(videoId: string): Promise<void> {
    const row = await this.of(this.deps.db, videoId);
    if (row?.state !== 'processing') return;
    await this.failed(videoId, row.error ?? 'Processing stopped several times without finishing (the worker running it stopped). Retry it.');
  }

  /**
   * The new renditions are made: the video takes them in one transaction (unless its new file changed or was discarded
   * meanwhile: false, the caller removes what it made), and its old files are left to the `video-old-files` job.
   */
  async ready(videoId: string, sourceKey: string, media: ProcessedMedia): Promise<boolean> {
    const swapped = await inTransaction(this.deps.db, async (trx) => {
      const replacement = await trx
        .selectFrom('video_replacements')
        .select(['source_key'])
        .where('video_id', '=', videoId)
        .where('state', '=', 'processing')
        .forUpdate()
        .executeTakeFirst();
      const video = await trx.selectFrom('videos').selectAll().where('id', '=', videoId).where('media_state', '=', 'ready').forUpdate().executeTakeFirst();
      if (!video || replacement?.source_key !== sourceKey) return false;
      const keepsPoster = isUploadedPoster(video);
      await trx
        .updateTable('videos')
        .set({
          ...processedColumns(media),
          source_key: sourceKey,
          // An uploaded poster stays (its bytes were never counted); the new generated one is then unused but counted.
          thumbnail_key: keepsPoster ? video.thumbnail_key : media.thumbnailKey,
          updated_at: new Date(),
        })
        .where('id', '=', videoId)
        .execute();
      await trx.deleteFrom('video_replacements').where('video_id', '=', videoId).execute();
      await this.deps.jobs.send(trx, VIDEO_OLD_FILES_JOB, oldFilesOf(video, keepsPoster), undefined, { afterSeconds: OLD_FILES_GRACE_SECONDS });
      return true;
    });
    if (!swapped) return false;
    await this.deps.invalidation.emit({ kind: 'public-reads' });
    await this.deps.media.announce(videoId);
    return true;
  }

  private async upsert(trx: Executor, videoId: string, values: Updateable<VideoReplacementsTable> & { state: ReplacementState }): Promise<void> {
    await trx
      .insertInto('video_replacements')
      .values({ video_id: videoId, ...values })
      .onConflict((oc) => oc.column('video_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  }

  private async update(db: Executor, videoId: string, values: Updateable<VideoReplacementsTable>, onlyWhen?: ReplacementState): Promise<void> {
    let q = db
      .updateTable('video_replacements')
      .set({ ...values, updated_at: new Date() })
      .where('video_id', '=', videoId);
    if (onlyWhen) q = q.where('state', '=', onlyWhen);
    await q.execute();
  }
}

/** A poster the performer uploaded (videos/<id>/posters/...) rather than a frame processing took. */
const isUploadedPoster = (video: Pick<VideoRow, 'id' | 'thumbnail_key'>) => Boolean(video.thumbnail_key?.startsWith(`videos/${video.id}/posters/`));

/**
 * What the video's old original made: the original, its HLS folder, its poster, frames and teaser. Only files of its
 * own folder go (a seeded video's pictures may be shared with other rows: they stay).
 */
function oldFilesOf(video: VideoRow, keepsPoster: boolean): OldVideoFiles {
  const own = (key: string | null): key is string => Boolean(key?.startsWith(`videos/${video.id}/`));
  const publicKeys = [...video.poster_candidates, video.teaser_key, keepsPoster ? null : video.thumbnail_key].filter(own);
  return {
    keys: [...(video.source_key ? [video.source_key] : []), ...publicKeys.map((key) => PUBLIC_PREFIX + key)],
    folders: video.hls_key ? [PROTECTED_PREFIX + video.hls_key.slice(0, video.hls_key.lastIndexOf('/') + 1)] : [],
  };
}
