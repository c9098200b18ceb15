import type { VideoProcessing } from '../modules/video-processing/pipeline';
import { VIDEO_PROCESS_JOB, VIDEO_TEASER_JOB } from '../modules/videos/media';
import { VIDEO_OLD_FILES_JOB, VIDEO_REPLACE_JOB, type OldVideoFiles } from '../modules/videos/replacement';
import type { OnDemandJob } from './queue';
import { BROADCAST_JOB, type Broadcasts } from '../modules/messages/broadcasts';
import { MESSAGE_VIDEO_JOB, type MessageVideos } from '../modules/messages/videos';

/** How long one attempt at processing a video may run before it is taken for lost (a 4 h 1080p source takes hours). */
const PROCESSING_LIMIT_SECONDS = 12 * 60 * 60;

/** How long re-cutting a teaser may run (5 s of video from a local copy of the original). */
const TEASER_LIMIT_SECONDS = 30 * 60;

/** How long removing a replaced video's old files may run. */
const OLD_FILES_LIMIT_SECONDS = 30 * 60;

const videoIdOf = (data: Record<string, unknown>) => {
  if (typeof data.videoId !== 'string') throw new Error('A video job without a videoId');
  return data.videoId;
};

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const oldFilesOf = (data: Record<string, unknown>): OldVideoFiles => ({ keys: stringsOf(data.keys), folders: stringsOf(data.folders) });

/** Everything the site asks a worker to do, as queue jobs. */
/** How long delivering one message to all may run (10,000 recipients take about a minute). */
const BROADCAST_LIMIT_SECONDS = 60 * 60;

const attachmentIdOf = (data: Record<string, unknown>) => {
  if (typeof data.attachmentId !== 'string') throw new Error('A message video job without an attachmentId');
  return data.attachmentId;
};

export function onDemandJobs(
  services: { videoProcessing: VideoProcessing; broadcasts: Broadcasts; messageVideos: MessageVideos },
  videoConcurrency: number,
): OnDemandJob[] {
  return [
    {
      name: BROADCAST_JOB,
      expireInSeconds: BROADCAST_LIMIT_SECONDS,
      concurrency: 1,
      run: (data) => {
        if (typeof data.broadcastId !== 'string') throw new Error('A broadcast job without a broadcastId');
        return services.broadcasts.deliver(data.broadcastId);
      },
      // Retried a few times; those it did not reach stay waiting (shown to the creator as not reached yet).
      gaveUp: async () => undefined,
    },
    {
      name: VIDEO_PROCESS_JOB,
      expireInSeconds: PROCESSING_LIMIT_SECONDS,
      concurrency: videoConcurrency,
      run: (data, attempt) => services.videoProcessing.process(videoIdOf(data), attempt),
      gaveUp: (data) => services.videoProcessing.gaveUp(videoIdOf(data)),
    },
    {
      name: MESSAGE_VIDEO_JOB,
      expireInSeconds: PROCESSING_LIMIT_SECONDS,
      concurrency: videoConcurrency,
      run: (data, attempt) => {
        const id = attachmentIdOf(data);
        return services.videoProcessing.processFor(services.messageVideos, id, attempt, `message-${id}`);
      },
      gaveUp: (data) => services.messageVideos.gaveUp(attachmentIdOf(data)),
    },
    {
      name: VIDEO_REPLACE_JOB,
      expireInSeconds: PROCESSING_LIMIT_SECONDS,
      concurrency: videoConcurrency,
      run: (data, attempt) => services.videoProcessing.processReplacement(videoIdOf(data), attempt),
      gaveUp: (data) => services.videoProcessing.replacementGaveUp(videoIdOf(data)),
    },
    {
      name: VIDEO_OLD_FILES_JOB,
      expireInSeconds: OLD_FILES_LIMIT_SECONDS,
      concurrency: 1,
      run: (data) => services.videoProcessing.removeOldFiles(oldFilesOf(data)),
      // Retried a few times; files left after that are only bytes (the video no longer points at them).
      gaveUp: async () => undefined,
    },
    {
      name: VIDEO_TEASER_JOB,
      expireInSeconds: TEASER_LIMIT_SECONDS,
      concurrency: 1,
      run: (data) => services.videoProcessing.recutTeaser(videoIdOf(data)),
      // The video keeps the teaser it had: nothing to mark.
      gaveUp: async () => undefined,
    },
  ];
}
