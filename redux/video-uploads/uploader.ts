import type { Dispatch } from '@reduxjs/toolkit';
import { TransferRate } from '../../lib/uploads/transfer-rate';
import type { FileUploadHandle } from '../../lib/uploads/file-upload';
import { startVideoUpload } from '../../lib/uploads/video-upload';
import { videoUploadActions as actions } from './slice';

/** Progress reaches the store at most this often (tus reports every few KB). */
const REPORT_EVERY_MS = 250;

interface Running {
  handle: FileUploadHandle | null;
  rate: TransferRate;
  /** Stopped by the network rather than refused: going back online resumes it. */
  offline: boolean;
  dispatch: Dispatch;
}

/**
 * The tab's video uploads: the File objects and tus uploads live here, outside the store (they are not state a
 * reload could restore); the store holds what the Studio shows of them (./slice). An upload goes on while the
 * performer moves around the site, and after a reload resumes when they choose the same file again.
 */
const running = new Map<string, Running>();

/** Whether this tab holds the file of the video's upload (else, after a reload, the performer chooses it again). */
export const isUploadHeld = (videoId: string) => running.has(videoId);

let watchingNetwork = false;

/** A laptop that slept or a network that dropped for longer than the retries: uploads go on when it is back. */
function resumeWhenOnline(): void {
  if (watchingNetwork || typeof window === 'undefined') return;
  watchingNetwork = true;
  window.addEventListener('online', () => {
    for (const [videoId, entry] of running) if (entry.offline) resumeVideoUpload(entry.dispatch, videoId);
  });
}

export async function uploadVideoFile(dispatch: Dispatch, videoId: string, file: File): Promise<void> {
  const previous = running.get(videoId);
  if (previous?.handle) await previous.handle.pause();
  const entry: Running = { handle: null, rate: new TransferRate(), offline: false, dispatch };
  running.set(videoId, entry);
  resumeWhenOnline();
  dispatch(actions.started({ videoId, fileName: file.name, total: file.size }));
  let reportedAt = 0;
  try {
    entry.handle = await startVideoUpload(videoId, file, {
      onProgress: (sent, total) => {
        const now = Date.now();
        const estimate = entry.rate.update(sent, total, now);
        if (now - reportedAt < REPORT_EVERY_MS && sent < total) return;
        reportedAt = now;
        dispatch(actions.progressed({ videoId, sent, total, ...estimate }));
      },
      onSuccess: () => {
        running.delete(videoId);
        dispatch(actions.finished({ videoId }));
      },
      onError: (error, refused) => {
        entry.rate.reset();
        entry.offline = !refused;
        // A refusal is final for this file: the performer may choose another (the store keeps the reason).
        if (refused) running.delete(videoId);
        dispatch(actions.stopped({ videoId, error }));
      },
    });
  } catch {
    running.delete(videoId);
    dispatch(actions.stopped({ videoId, error: 'The upload could not start: reload the page and try again.' }));
  }
}

export async function pauseVideoUpload(dispatch: Dispatch, videoId: string): Promise<void> {
  const entry = running.get(videoId);
  if (!entry?.handle) return;
  entry.rate.reset();
  dispatch(actions.paused({ videoId }));
  await entry.handle.pause();
}

/** Goes on after a pause or a stop (tus asks the server where it stands first). */
export function resumeVideoUpload(dispatch: Dispatch, videoId: string): void {
  const entry = running.get(videoId);
  if (!entry?.handle) return;
  entry.offline = false;
  dispatch(actions.resumed({ videoId }));
  entry.handle.resume();
}

/** The video was deleted: its upload stops and is forgotten. */
export async function dropVideoUpload(dispatch: Dispatch, videoId: string): Promise<void> {
  const entry = running.get(videoId);
  running.delete(videoId);
  dispatch(actions.forgotten({ videoId }));
  await entry?.handle?.pause();
}
