import { formatBytes, formatLocalDateTime, formatWait } from './format';
import type { StatusLook } from './purchases';
import { assetStatus, scheduledFor } from './studio';
import type { OwnVideo } from '../types/studio';
import type { VideoUpload } from '../redux/video-uploads/slice';

/** What the Studio says of a video: its state as a tag, a line of detail, and what the performer can do now. */
export interface VideoStateView {
  look: StatusLook;
  detail: string | null;
  /** 0-100 while a transfer or processing runs (for a bar), else null. */
  percent: number | null;
  /** The detail is a failure's reason (shown as an error). */
  problem: boolean;
  can: {
    pause: boolean;
    resume: boolean;
    /** Choose the file (again): none was sent yet, or this tab does not hold it (a reload, another device). */
    chooseFile: boolean;
    retry: boolean;
    /** Publish a draft (now, or when processing ends), or a scheduled video now. */
    publish: boolean;
    /** Choose when a draft goes live. */
    schedule: boolean;
    /** A scheduled video (or one to go live when processed) back to a draft. */
    unschedule: boolean;
    /** Choose its poster (a frame processing took, or a picture): once processed. */
    choosePoster: boolean;
  };
}

const NOTHING = { pause: false, resume: false, chooseFile: false, retry: false, publish: false, schedule: false, unschedule: false, choosePoster: false };

function uploadDetail(upload: VideoUpload): string {
  const parts = [`${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`];
  if (upload.bytesPerSecond !== null) parts.push(`${formatBytes(upload.bytesPerSecond)}/s`);
  if (upload.secondsLeft !== null) parts.push(`${formatWait(upload.secondsLeft)} left`);
  return parts.join(' · ');
}

const percentOf = (upload: VideoUpload) => (upload.total > 0 ? Math.floor((upload.sent / upload.total) * 100) : 0);

/**
 * While this tab sends the file, its own figures (speed, time left) say more than the server's. `held`: the tab still
 * has the file and its tus upload (it can pause and resume); a refused upload is not held, another file may be chosen.
 */
function sendingView(upload: VideoUpload, held: boolean): VideoStateView {
  const percent = percentOf(upload);
  /** A transfer under way or held: its figures, a bar, and one thing to do about it. */
  const moving = (label: string, color: StatusLook['color'], can: Partial<VideoStateView['can']>): VideoStateView => ({
    look: { label: `${label} ${percent}%`, color },
    detail: uploadDetail(upload),
    percent,
    problem: false,
    can: { ...NOTHING, ...can },
  });
  switch (upload.phase) {
    case 'sending':
      return moving('Uploading', 'blue', { pause: true });
    case 'paused':
      return moving('Paused', 'default', { resume: true });
    case 'stopped':
      return { ...moving('Upload stopped', 'orange', { resume: held, chooseFile: !held }), detail: upload.error, problem: true };
    case 'done':
      return { look: { label: 'Uploaded', color: 'blue' }, detail: 'Processing starts in a moment.', percent: 100, problem: false, can: NOTHING };
  }
}

/**
 * The video's state as the performer should read it: uploading (n%), processing (n%: step), failed (reason), waiting
 * for its file, or, once its media is ready, draft, live or hidden. `upload` is this tab's upload of its file, if any;
 * `held` whether this tab still holds that file (it can pause and resume).
 */
export function videoStateView(video: OwnVideo, upload: VideoUpload | undefined, held: boolean): VideoStateView {
  const view = mediaView(video, upload, held);
  // A draft can be published or scheduled at any step but failure: live when ready, not before its time.
  const draft = video.status === 'draft' && video.media.state !== 'failed' && !video.media.publishWhenReady;
  const scheduled = video.publication === 'scheduled';
  return { ...view, can: { ...view.can, publish: draft || scheduled, schedule: draft, unschedule: scheduled || video.media.publishWhenReady } };
}

/** A draft published (or scheduled) while its media is not ready: when it will go live. */
function whenReadyDetail(video: OwnVideo): string | null {
  if (!video.media.publishWhenReady) return null;
  const at = video.publishedAt && new Date(video.publishedAt) > new Date() ? video.publishedAt : null;
  return at ? `Goes live on ${formatLocalDateTime(at)}, once processed.` : 'Goes live when processing ends.';
}

function mediaView(video: OwnVideo, upload: VideoUpload | undefined, held: boolean): VideoStateView {
  const { media } = video;
  const whenReady = whenReadyDetail(video);
  if (upload && (media.state === 'awaiting_upload' || media.state === 'uploading')) return sendingView(upload, held);
  switch (media.state) {
    case 'awaiting_upload':
      return {
        look: { label: 'Waiting for its file', color: 'gold' },
        detail: whenReady,
        percent: null,
        problem: false,
        can: { ...NOTHING, chooseFile: true },
      };
    case 'uploading':
      return {
        look: { label: `Uploading ${media.percent}%`, color: 'blue' },
        detail: 'Not sending from this tab: choose the same file to go on from where it stopped.',
        percent: media.percent,
        problem: false,
        can: { ...NOTHING, chooseFile: true },
      };
    case 'processing':
      return {
        look: {
          label: media.step && media.step !== 'queued' ? `Processing ${media.percent}%: ${media.step}` : `Processing ${media.percent}%`,
          color: 'purple',
        },
        detail: media.step === 'queued' ? `Waiting for a worker. ${whenReady ?? ''}`.trim() : whenReady,
        percent: media.percent,
        problem: false,
        can: NOTHING,
      };
    case 'failed':
      return { look: { label: 'Failed', color: 'red' }, detail: media.error, percent: null, problem: true, can: { ...NOTHING, retry: true } };
    case 'ready':
      return { look: assetStatus(video.publication), detail: scheduledFor(video), percent: null, problem: false, can: { ...NOTHING, choosePoster: true } };
  }
}
