import type { Dispatch } from '@reduxjs/toolkit';
import { mediaFileProblem } from '../../lib/uploads/message-media';
import { destinationKey, startPhotoUpload, type PhotoDestination, type PhotoUploadHandle } from '../../lib/uploads/photo-upload';
import { photoUploadActions as actions, photoUploadsSettled } from './slice';

/** At most this many photos are sent at once. */
export const PARALLEL_PHOTO_UPLOADS = 3;
/** Progress reaches the store at most this often per photo (tus reports every few KB). */
const REPORT_EVERY_MS = 250;

interface Entry {
  destination: PhotoDestination;
  file: File;
  /** Waiting for a place, being sent, or stopped by the connection (Retry queues it again). Done or refused: gone from here. */
  state: 'queued' | 'running' | 'failed';
  handle: PhotoUploadHandle | null;
  /** Lets the next upload be created (once this one's is, or this one stopped before). */
  release: (() => void) | null;
}

/**
 * The tab's photo uploads: the File objects and tus uploads live here, outside the store (./slice holds what the
 * editor shows of them), in the order the performer chose them. Each photo takes its place in its gallery or post when its
 * upload is created, so uploads are created one after another in that order; at most PARALLEL_PHOTO_UPLOADS are sent
 * at once.
 */
const entries = new Map<string, Entry>();
/** The chosen files, for their tiles' previews, until their gallery or post is read again with them in it. */
const chosen = new Map<string, { destination: string; file: File }>();
/** The photos that went in since each gallery or post (by destinationKey) was last read again. */
const arrived = new Map<string, string[]>();
/** An upload is being created: the next one waits for it. */
let creating = false;
let lastKey = 0;

function pump(dispatch: Dispatch): void {
  if (creating) return;
  const list = [...entries];
  if (list.filter(([, entry]) => entry.state === 'running').length >= PARALLEL_PHOTO_UPLOADS) return;
  const next = list.find(([, entry]) => entry.state === 'queued');
  if (next) void send(dispatch, ...next);
}

/** Nothing of the gallery (or post) is waiting or under way: it is read again to show the photos that went in. */
function settleIfIdle(dispatch: Dispatch, destination: PhotoDestination): void {
  const at = destinationKey(destination);
  if ([...entries.values()].some((entry) => destinationKey(entry.destination) === at && entry.state !== 'failed')) return;
  const keys = arrived.get(at);
  arrived.delete(at);
  if (!keys?.length) return;
  for (const key of keys) chosen.delete(key);
  dispatch(photoUploadsSettled({ destination, keys }));
}

async function send(dispatch: Dispatch, key: string, entry: Entry): Promise<void> {
  entry.state = 'running';
  creating = true;
  let released = false;
  entry.release = () => {
    if (released) return;
    released = true;
    creating = false;
    pump(dispatch);
  };
  /** The photo is in or out: its place goes to the next one. */
  const ended = () => {
    entry.release?.();
    pump(dispatch);
    settleIfIdle(dispatch, entry.destination);
  };
  dispatch(actions.started({ key }));
  if (entry.handle) return entry.handle.retry();
  let reportedAt = 0;
  try {
    entry.handle = await startPhotoUpload(entry.destination, entry.file, {
      onCreated: () => entry.release?.(),
      onProgress: (sent, total) => {
        const now = Date.now();
        if (now - reportedAt < REPORT_EVERY_MS && sent < total) return;
        reportedAt = now;
        dispatch(actions.progressed({ key, sent }));
      },
      onSuccess: () => {
        entries.delete(key);
        const at = destinationKey(entry.destination);
        arrived.set(at, [...(arrived.get(at) ?? []), key]);
        dispatch(actions.finished({ key }));
        ended();
      },
      onError: (error, refused) => {
        if (refused) entries.delete(key);
        else entry.state = 'failed';
        dispatch(actions.stopped({ key, error, refused }));
        ended();
      },
    });
  } catch {
    entries.delete(key);
    dispatch(actions.stopped({ key, error: 'The upload could not start: reload the page and try again.', refused: false }));
    ended();
  }
}

/**
 * Sends `files` to the gallery or post, in this order, after those already chosen. A file that is not a photo the site
 * takes, or larger than `maxBytes` (the site's setting, null when unknown), is refused at once with the reason. A
 * message draft also takes videos (a creator's), up to `videoMaxBytes`.
 */
export function uploadPhotos(
  dispatch: Dispatch,
  destination: PhotoDestination,
  files: File[],
  maxBytes: number | null,
  videoMaxBytes: number | null = null,
): void {
  const at = destinationKey(destination);
  const added = files.map((file) => {
    const key = `photo-${++lastKey}`;
    const error = mediaFileProblem(file, destination, { photo: maxBytes, video: videoMaxBytes });
    if (!error) {
      entries.set(key, { destination, file, state: 'queued', handle: null, release: null });
      chosen.set(key, { destination: at, file });
    }
    return { key, destination: at, fileName: file.name, total: file.size, error };
  });
  dispatch(actions.added(added));
  pump(dispatch);
}

/** The file of an upload this tab holds (its tile shows it), if it still does. */
export const photoFileOf = (key: string): File | undefined => chosen.get(key)?.file;

/** A photo whose connection failed is sent again (from what the server has of it). */
export function retryPhotoUpload(dispatch: Dispatch, key: string): void {
  const entry = entries.get(key);
  if (entry?.state !== 'failed') return;
  entry.state = 'queued';
  dispatch(actions.requeued({ key }));
  pump(dispatch);
}

/** The performer read why a photo did not go in (a failed one is given up). */
export function dismissPhotoUpload(dispatch: Dispatch, key: string): void {
  const entry = entries.get(key);
  entries.delete(key);
  chosen.delete(key);
  dispatch(actions.dismissed({ key }));
  void entry?.handle?.abort();
}

/** The gallery or post was deleted: its uploads stop and are forgotten. */
export async function dropUploadsTo(dispatch: Dispatch, destination: PhotoDestination): Promise<void> {
  const at = destinationKey(destination);
  const dropped = [...entries].filter(([, entry]) => destinationKey(entry.destination) === at);
  for (const [key] of dropped) entries.delete(key);
  for (const [key, held] of chosen) if (held.destination === at) chosen.delete(key);
  arrived.delete(at);
  dispatch(actions.destinationForgotten({ destination: at }));
  await Promise.all(dropped.map(([, entry]) => entry.handle?.abort()));
  for (const [, entry] of dropped) entry.release?.();
}
