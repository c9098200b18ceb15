import type { Db } from '../../db';
import type { MessageAttachmentRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import type { JobSender } from '../../jobs/sender';
import type { Realtime } from '../../realtime/server';
import type { FileStorage } from '../../storage';
import { SOCKET_EVENTS, type MessageVideoStatus } from '../../../lib/socket-events';
import type { OutputLayout } from '../video-processing/layout';
import type { ProcessingTarget } from '../videos/media';
import type { ProcessedMedia } from '../videos/processed-media';
import { attachmentsRepo } from './attachments-repo';

/** The job that processes a video of a message draft (server/modules/video-processing, through MessageVideos). */
export const MESSAGE_VIDEO_JOB = 'message-video-process';

/**
 * Where a message's video is stored: its HLS and its poster protected (only who may see the message gets them, by
 * signed links), a blurred copy of the poster public (what a locked paid message shows); no frames, no teaser.
 */
export function messageVideoLayout(attachmentId: string): OutputLayout {
  return {
    hlsFolder: `hls/messages/${attachmentId}/`,
    posterKey: `messages/${attachmentId}/poster.webp`,
    posterPublic: false,
    blurredPosterKey: `messages/${attachmentId}/poster-blurred.webp`,
    extras: null,
  };
}

export interface MessageVideosDeps {
  db: Db;
  jobs: JobSender;
  realtime: Realtime;
  storage: FileStorage;
}

/**
 * A video of a message draft as the video pipeline processes it: uploading -> processing -> ready, or failed with a
 * reason. Every change is told to its sender's sockets (SOCKET_EVENTS.messageVideo) and kept on the row for a reload.
 */
export class MessageVideos implements ProcessingTarget {
  constructor(private readonly deps: MessageVideosDeps) {}

  /** The original is complete and stored: processing is asked for in the same transaction. False: it left the draft. */
  async sourceReceived(trx: Executor, afterCommit: AfterCommit, id: string, sourceKey: string, bytes: number): Promise<boolean> {
    const values = { state: 'processing' as const, step: 'queued', percent: 0, source_key: sourceKey, bytes };
    if (!(await attachmentsRepo.setVideo(trx, id, 'uploading', values))) return false;
    await this.deps.jobs.send(trx, MESSAGE_VIDEO_JOB, { attachmentId: id }, `message-video:${id}`);
    afterCommit(() => this.announce(id));
    return true;
  }

  async waiting(id: string): Promise<{ sourceKey: string; layout: OutputLayout } | null> {
    const row = await attachmentsRepo.video(this.deps.db, id);
    return row?.state === 'processing' && row.source_key ? { sourceKey: row.source_key, layout: messageVideoLayout(id) } : null;
  }

  async progress(id: string, step: string, percent: number): Promise<void> {
    if (await attachmentsRepo.setVideo(this.deps.db, id, 'processing', { step, percent: Math.max(0, Math.min(100, Math.round(percent))) }))
      await this.announce(id);
  }

  async attemptFailed(id: string, attempt: { number: number; of: number }, reason: string): Promise<void> {
    await attachmentsRepo.setVideo(this.deps.db, id, 'processing', { failure: `Attempt ${attempt.number} of ${attempt.of} failed: ${reason}`.slice(0, 500) });
  }

  async failed(id: string, reason: string): Promise<void> {
    if (await attachmentsRepo.setVideo(this.deps.db, id, 'processing', { state: 'failed', step: null, failure: reason.slice(0, 500) })) await this.announce(id);
  }

  async gaveUp(id: string): Promise<void> {
    const row = await attachmentsRepo.video(this.deps.db, id);
    if (row?.state !== 'processing') return;
    await this.failed(id, row.failure ?? 'Processing stopped several times without finishing. Remove this video and send it again.');
  }

  /** Processing is done: the video may be sent. Its original is no longer needed (a message's video is never re-cut). */
  async ready(id: string, sourceKey: string, media: ProcessedMedia): Promise<boolean> {
    const done = await inTransaction(this.deps.db, async (trx) => {
      const row = await trx.selectFrom('message_attachments').select(['source_key', 'state']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (row?.state !== 'processing' || row.source_key !== sourceKey) return false;
      return attachmentsRepo.setVideo(trx, id, 'processing', {
        state: 'ready',
        step: null,
        percent: 100,
        failure: null,
        hls_key: media.hlsKey,
        thumb_key: media.thumbnailKey,
        blur_key: media.blurredPosterKey,
        width: media.width,
        height: media.height,
        duration_seconds: Math.round(media.durationSeconds),
        bytes: media.storageBytes,
        source_key: null,
      });
    });
    if (!done) return false;
    await this.deps.storage.delete(sourceKey).catch(() => undefined);
    await this.announce(id);
    return true;
  }

  plays(id: string, hlsKey: string): Promise<boolean> {
    return attachmentsRepo.videoPlays(this.deps.db, id, hlsKey);
  }

  /** Tells the video's sender (every tab and device) where it stands. */
  async announce(id: string): Promise<void> {
    const row = await attachmentsRepo.video(this.deps.db, id);
    if (row) this.deps.realtime.toUser(row.sender_id, SOCKET_EVENTS.messageVideo, videoStatus(row));
  }
}

export function videoStatus(row: MessageAttachmentRow): MessageVideoStatus {
  return {
    attachmentId: row.id,
    conversationId: row.conversation_id,
    state: row.state,
    step: row.step,
    percent: row.percent,
    error: row.state === 'failed' ? row.failure : null,
  };
}
