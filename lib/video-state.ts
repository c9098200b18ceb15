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
    /** Send a new file for a processed video (it plays its current one until the new one is processed). */
    replaceFile: boolean;
    /** Give up a new file that failed. */
    discardReplacement: boolean;
  };
}

const NOTHING = {
  pause: false,
  resume: false,
  chooseFile: false,
  retry: false,
  publish: false,
  schedule: false,
  unschedule: false,
  choosePoster: false,
  replaceFile: false,
  discardReplacement: false,
};

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
      return readyView(video, upload, held);
  }
}

/**
 * A processed video: its publication, and a new file of it on its way if there is one (this tab's upload of it, or
 * where the server has it): the video plays its current file until the new one is processed.
 */
function readyView(video: OwnVideo, upload: VideoUpload | undefined, held: boolean): VideoStateView {
  const { replacement } = video.media;
  const ready = { look: assetStatus(video.publication), percent: null, problem: false, can: { ...NOTHING, choosePoster: true } };
  const withDetail = (detail: string | null) => [scheduledFor(video), detail].filter(Boolean).join(' · ') || null;
  if (upload && upload.phase !== 'done' && (!replacement || replacement.state === 'uploading')) {
    const sending = sendingView(upload, held);
    const said = `New file ${sending.look.label.charAt(0).toLowerCase()}${sending.look.label.slice(1)}: ${sending.detail ?? ''}`;
    return {
      ...ready,
      detail: withDetail(said),
      percent: sending.percent,
      problem: sending.problem,
      can: { ...ready.can, pause: sending.can.pause, resume: sending.can.resume, chooseFile: sending.can.chooseFile },
    };
  }
  if (upload?.phase === 'done' && replacement?.state === 'uploading')
    return { ...ready, detail: withDetail('New file uploaded: processing starts in a moment.'), percent: 100 };
  switch (replacement?.state) {
    case undefined:
      return { ...ready, detail: withDetail(null), can: { ...ready.can, replaceFile: true } };
    case 'uploading':
      return {
        ...ready,
        detail: withDetail(`New file uploading ${replacement.percent}%, not from this tab: choose the same file to go on from where it stopped.`),
        percent: replacement.percent,
        can: { ...ready.can, replaceFile: true },
      };
    case 'processing': {
      const step = replacement.step && replacement.step !== 'queued' ? `: ${replacement.step}` : ', waiting for a worker';
      return {
        ...ready,
        detail: withDetail(`New file processing ${replacement.percent}%${step}. The video plays its current file until then.`),
        percent: replacement.percent,
      };
    }
    case 'failed':
      return {
        ...ready,
        detail: withDetail(`The new file failed: ${(replacement.error ?? 'no reason was given').replace(/\.?$/, '.')} The video plays its current file.`),
        problem: true,
        can: { ...ready.can, retry: true, replaceFile: true, discardReplacement: true },
      };
  }
}
