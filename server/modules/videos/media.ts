import { sql, type Updateable } from 'kysely';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Db } from '../../db';
import type { MediaState, VideoReplacementRow, VideoRow, VideosTable } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { inTransaction } from '../../db/unit-of-work';
import { conflict } from '../../http/errors';
import type { JobSender } from '../../jobs/sender';
import type { Realtime } from '../../realtime/server';
import { SOCKET_EVENTS, type VideoMediaStatus } from '../../../lib/socket-events';
import { catalogueVideoLayout, type OutputLayout } from '../video-processing/layout';
import { goLiveAt, publicationOf } from '../catalogue/live';
import { replacementsOf } from './replacement';
import { processedColumns, type ProcessedMedia } from './processed-media';

/** The job that turns an uploaded original into HLS, a poster and a teaser (server/modules/video-processing). */
export const VIDEO_PROCESS_JOB = 'video-process';
/** The job that cuts a processed video's teaser again from its original, at its new start. */
export const VIDEO_TEASER_JOB = 'video-teaser';

/**
 * What processing works for (server/modules/video-processing): a video's first original (VideoMedia) or a new file of
 * a processed video (VideoReplacements). The same pipeline makes the same outputs for both.
 */
export interface ProcessingTarget {
  /** The original waiting for processing and where its outputs go; null when there is none (nothing to do). */
  waiting(videoId: string): Promise<{ sourceKey: string; layout: OutputLayout } | null>;
  /** Processing goes on: `step` ("720p"), `percent` of the whole. */
  progress(videoId: string, step: string, percent: number): Promise<void>;
  /** An attempt failed and will be retried: its reason is kept (shown if it was the last). */
  attemptFailed(videoId: string, attempt: { number: number; of: number }, reason: string): Promise<void>;
  /** Processing cannot be done (the file was refused): failed with the reason, not retried. */
  failed(videoId: string, reason: string): Promise<void>;
  /** Every attempt failed, or the workers running them died. */
  gaveUp(videoId: string): Promise<void>;
  /** The outputs of `sourceKey` are stored; false when the video no longer waits for them (the caller removes them). */
  ready(videoId: string, sourceKey: string, media: ProcessedMedia): Promise<boolean>;
  /** Whether these outputs are in use (another run of the same job, writing the same keys, made them ready). */
  plays(videoId: string, hlsKey: string): Promise<boolean>;
}

export interface VideoMediaDeps {
  db: Db;
  jobs: JobSender;
  realtime: Realtime;
  invalidation: CacheInvalidation;
}

/**
 * The videos module's owner of where a video's media stands (the media_* columns, its original, its HLS):
 * awaiting_upload -> uploading -> processing -> ready, or failed with a reason at any step. Every change is told to
 * the video's performer over the socket (every tab of theirs, on every process), and kept on the row for a reload.
 */
export class VideoMedia implements ProcessingTarget {
  constructor(private readonly deps: VideoMediaDeps) {}

  /** The video an upload may be made for: `ownerId`'s own (null: an admin, anyone's). */
  async uploadTarget(db: Executor, videoId: string, ownerId: string | null): Promise<{ performerId: string; state: MediaState } | null> {
    let q = db.selectFrom('videos').select(['performer_id', 'media_state']).where('id', '=', videoId);
    if (ownerId !== null) q = q.where('performer_id', '=', ownerId);
    const row = await q.executeTakeFirst();
    return row ? { performerId: row.performer_id, state: row.media_state } : null;
  }

  /** Bytes the performer's videos take in storage, new files being processed included. */
  async storageUsed(db: Executor, performerId: string): Promise<number> {
    const row = await db
      .selectFrom('videos')
      .leftJoin('video_replacements as r', 'r.video_id', 'videos.id')
      // A new file not swapped in yet counts beside the files it replaces.
      .select(sql<number>`coalesce(sum(videos.storage_bytes), 0)::bigint + coalesce(sum(r.bytes), 0)::bigint`.as('bytes'))
      .where('videos.performer_id', '=', performerId)
      .executeTakeFirstOrThrow();
    return Number(row.bytes);
  }

  async uploadStarted(trx: Executor, afterCommit: AfterCommit, videoId: string): Promise<void> {
    await this.set(trx, videoId, { media_state: 'uploading', media_step: null, media_percent: 0, media_error: null });
    afterCommit(() => this.announce(videoId));
  }

  /** An upload that never finished was removed (or a failed video has no original to retry): it waits for a file again. */
  async uploadAbandoned(trx: Executor, afterCommit: AfterCommit, videoId: string, from: MediaState = 'uploading'): Promise<void> {
    await this.set(trx, videoId, { media_state: 'awaiting_upload', media_step: null, media_percent: 0 }, from);
    afterCommit(() => this.announce(videoId));
  }

  /** The file is not one the site can take: the video is "failed" with the reason, for the performer to see. */
  async sourceRefused(trx: Executor, afterCommit: AfterCommit, videoId: string, reason: string): Promise<void> {
    await this.set(trx, videoId, { media_state: 'failed', media_step: null, media_error: reason.slice(0, 500) });
    afterCommit(() => this.announce(videoId));
  }

  /** The original is complete and stored: processing is asked for in the same transaction. */
  async sourceReceived(trx: Executor, afterCommit: AfterCommit, videoId: string, sourceKey: string, bytes: number): Promise<void> {
    await this.set(trx, videoId, {
      media_state: 'processing',
      media_step: 'queued',
      media_percent: 0,
      media_error: null,
      source_key: sourceKey,
      storage_bytes: bytes,
    });
    // The last attempt marks the video failed a moment before its job ends: a Retry in that moment finds it running.
    if (!(await this.deps.jobs.send(trx, VIDEO_PROCESS_JOB, { videoId }, videoId)))
      throw conflict('The last attempt on this video is still finishing: try again in a few seconds.', 'PROCESSING_BUSY');
    afterCommit(() => this.announce(videoId));
  }

  /**
   * The performer moved the teaser's start: processing to come uses it; a processed video's teaser is cut again (a job
   * asked for in the caller's transaction; one per video at a time, and it reads the start when it runs, so moves made
   * while one waits are all served by it).
   */
  async teaserStartChanged(trx: Executor, video: Pick<VideoRow, 'id' | 'media_state' | 'source_key'>, startSeconds: number): Promise<void> {
    await trx.updateTable('videos').set({ teaser_start_seconds: startSeconds }).where('id', '=', video.id).execute();
    if (video.media_state === 'ready' && video.source_key) await this.deps.jobs.send(trx, VIDEO_TEASER_JOB, { videoId: video.id }, `teaser:${video.id}`);
  }

  /** What the teaser job works from: a processed video with its original, and the teaser it has. */
  forTeaser(videoId: string) {
    return this.deps.db
      .selectFrom('videos')
      .select(['id', 'media_state', 'source_key', 'teaser_key', 'teaser_start_seconds'])
      .where('id', '=', videoId)
      .executeTakeFirst();
  }

  /**
   * The new teaser is stored: the video shows it from now on, its bytes counted instead of the old one's. False when the
   * video changed meanwhile (deleted, or a new original): the caller removes the file it made.
   */
  async teaserCut(videoId: string, was: string | null, teaserKey: string, bytesDelta: number): Promise<boolean> {
    const result = await this.deps.db
      .updateTable('videos')
      .set({ teaser_key: teaserKey, storage_bytes: sql`greatest(storage_bytes + ${bytesDelta}, 0)`, updated_at: new Date() })
      .where('id', '=', videoId)
      .where('media_state', '=', 'ready')
      .where((eb) => (was === null ? eb('teaser_key', 'is', null) : eb('teaser_key', '=', was)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.deps.invalidation.emit({ kind: 'public-reads' });
    return true;
  }

  async progress(videoId: string, step: string, percent: number): Promise<void> {
    await this.set(this.deps.db, videoId, { media_step: step, media_percent: Math.max(0, Math.min(100, Math.round(percent))) }, 'processing');
    await this.announce(videoId);
  }

  /** Processing is done: the video plays from its HLS; published now if Publish was pressed meanwhile. */
  async ready(videoId: string, sourceKey: string, media: ProcessedMedia): Promise<boolean> {
    const done = await inTransaction(this.deps.db, async (trx) => {
      const row = await trx
        .selectFrom('videos')
        .select(['publish_when_ready', 'published_at'])
        .where('id', '=', videoId)
        .where('media_state', '=', 'processing')
        .where('source_key', '=', sourceKey)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .updateTable('videos')
        .set({
          media_state: 'ready',
          media_step: null,
          media_percent: 100,
          media_error: null,
          ...processedColumns(media),
          publish_when_ready: false,
          updated_at: new Date(),
          // Published (or scheduled) while processing: live now, or at its time if that is still to come.
          ...(row.publish_when_ready ? { status: 'active' as const, published_at: goLiveAt(row.published_at) } : {}),
        })
        .where('id', '=', videoId)
        .execute();
      return true;
    });
    if (!done) return false;
    await this.deps.invalidation.emit({ kind: 'public-reads' });
    await this.announce(videoId);
    return true;
  }

  /** Processing could not be done (or the file was refused): kept as "failed" with the reason. */
  async failed(videoId: string, reason: string): Promise<void> {
    await inTransaction(this.deps.db, (trx, afterCommit) => this.sourceRefused(trx, afterCommit, videoId, reason));
  }

  async attemptFailed(videoId: string, attempt: { number: number; of: number }, reason: string): Promise<void> {
    await this.set(this.deps.db, videoId, { media_error: `Attempt ${attempt.number} of ${attempt.of} failed: ${reason}`.slice(0, 500) }, 'processing');
  }

  /** Every attempt failed (or the workers running them died): the video is "failed" with the last reason known. */
  async gaveUp(videoId: string): Promise<void> {
    const row = await this.deps.db.selectFrom('videos').select(['media_state', 'media_error']).where('id', '=', videoId).executeTakeFirst();
    if (row?.media_state !== 'processing') return;
    await this.failed(videoId, row.media_error ?? 'Processing stopped several times without finishing (the worker running it stopped). Retry it.');
  }

  async waiting(videoId: string): Promise<{ sourceKey: string; layout: OutputLayout } | null> {
    const row = await this.deps.db
      .selectFrom('videos')
      .select(['source_key', 'teaser_start_seconds'])
      .where('id', '=', videoId)
      .where('media_state', '=', 'processing')
      .executeTakeFirst();
    return row?.source_key ? { sourceKey: row.source_key, layout: catalogueVideoLayout(videoId, row.source_key, row.teaser_start_seconds ?? 0) } : null;
  }

  /** Whether the video plays from this HLS playlist (processing's outputs are in use). */
  async plays(videoId: string, hlsKey: string): Promise<boolean> {
    const row = await this.deps.db.selectFrom('videos').select('id').where('id', '=', videoId).where('hls_key', '=', hlsKey).executeTakeFirst();
    return row !== undefined;
  }

  /** Tells the video's performer (every tab of theirs, on every process) where its media, and a new file of it, stand. */
  async announce(videoId: string): Promise<void> {
    const row = await this.deps.db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirst();
    if (!row) return;
    const replacement = (await replacementsOf(this.deps.db, [videoId])).get(videoId) ?? null;
    this.deps.realtime.toUser(row.performer_id, SOCKET_EVENTS.videoMedia, mediaStatus(row, replacement));
  }

  private async set(db: Executor, videoId: string, values: Updateable<VideosTable>, onlyWhen?: MediaState): Promise<void> {
    let q = db.updateTable('videos').set(values).where('id', '=', videoId);
    if (onlyWhen) q = q.where('media_state', '=', onlyWhen);
    await q.execute();
  }
}

export function mediaStatus(row: VideoRow, replacement: VideoReplacementRow | null): VideoMediaStatus {
  return {
    videoId: row.id,
    state: row.media_state,
    step: row.media_step,
    percent: row.media_percent,
    error: row.media_error,
    status: row.status,
    publication: publicationOf(row),
    publishWhenReady: row.publish_when_ready,
    replacement: replacement && { state: replacement.state, step: replacement.step, percent: replacement.percent, error: replacement.error },
  };
}
