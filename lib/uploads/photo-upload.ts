import type { DetailedError, Upload } from 'tus-js-client';
import { getToken } from '../cookies';
import { apiUrl } from '../url';
import { isVideoFile, MESSAGE_VIDEO_UPLOADS, takesVideos } from './message-media';

/**
 * Where a photo goes: a gallery (server/modules/galleries/photo-uploads.ts), a creator's post (creator-posts/media-uploads.ts),
 * the sender's next message in a conversation, or a creator's next message to all (id 'all'; messages/attachment-uploads.ts).
 */
export interface PhotoDestination {
  kind: 'gallery' | 'post' | 'message' | 'broadcast';
  id: string;
}

/** Each destination's tus endpoint (one upload per photo) and the metadata naming the gallery or post. */
const ENDPOINTS: Record<PhotoDestination['kind'], { path: string; idField: string }> = {
  gallery: { path: '/performer/uploads/photos', idField: 'galleryId' },
  post: { path: '/performer/uploads/post-media', idField: 'postId' },
  message: { path: '/messages/uploads', idField: 'conversationId' },
  broadcast: { path: '/messages/uploads', idField: 'for' },
};

/** One string per destination ("gallery:<id>"), for the store to keep and compare. */
export const destinationKey = ({ kind, id }: PhotoDestination) => `${kind}:${id}`;
/** A dropped connection is retried for about twenty seconds before the photo waits for the performer's Retry. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

export interface PhotoUploadEvents {
  /** The server gave the photo its place in the gallery (after the last one created): the next upload may be created. */
  onCreated: () => void;
  /** Bytes sent of the file, as they go. */
  onProgress: (sent: number, total: number) => void;
  /** The server has the photo, processed (its final PATCH answered 204). */
  onSuccess: () => void;
  /** The photo was refused (the server's reason, `refused`), or the connection failed until the retries ran out. */
  onError: (message: string, refused: boolean) => void;
}

export interface PhotoUploadHandle {
  /** Stops sending (a deleted gallery or post). */
  abort: () => Promise<void>;
  /** After a connection failure: goes on from what the server has (or creates the upload, if that never happened). */
  retry: () => void;
}

const responseOf = (error: Error | DetailedError) => ('originalResponse' in error ? error.originalResponse : null);

/** The server's reason (tus answers are one line of plain text), else what a performer can do about a network failure. */
function messageOf(error: Error | DetailedError): string {
  const response = responseOf(error);
  const body = response?.getBody()?.trim();
  if (response && body && body.length < 300) return body;
  if (response?.getStatus() === 413) return 'This file is larger than the site takes.';
  return 'The upload stopped: check your connection, then retry.';
}

/**
 * tus retries a 409 (an offset the server does not expect), but the creation's 409 is a full gallery or post: final, like
 * any other 4xx. No answer, a 5xx or a locked upload (423) are worth another try.
 */
function worthRetrying(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  if (status === 409) return error.originalRequest?.getMethod() !== 'POST';
  return status === 0 || status === 423 || status >= 500;
}

/**
 * Sends `file` by tus as a new photo of `destination`; the server processes it as the last byte arrives, so the
 * upload succeeds only once the photo is ready. A photo is not resumed after a reload (it is small: it is sent again).
 * tus-js-client loads here, on the first upload: only the Studio pays for it.
 */
export async function startPhotoUpload(destination: PhotoDestination, file: File, events: PhotoUploadEvents): Promise<PhotoUploadHandle> {
  const tus = await import('tus-js-client');
  const { path: photoPath, idField } = ENDPOINTS[destination.kind];
  const path = takesVideos(destination) && isVideoFile(file) ? MESSAGE_VIDEO_UPLOADS : photoPath;
  const upload: Upload = new tus.Upload(file, {
    endpoint: apiUrl(path),
    retryDelays: RETRY_DELAYS_MS,
    metadata: { [idField]: destination.id, filename: file.name, filetype: file.type },
    storeFingerprintForResuming: false,
    onBeforeRequest: (request) => {
      const token = getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (error) => worthRetrying(error),
    onUploadUrlAvailable: () => events.onCreated(),
    onProgress: events.onProgress,
    onSuccess: () => events.onSuccess(),
    onError: (error) => {
      const response = responseOf(error);
      events.onError(messageOf(error), !!response && !worthRetrying(error as DetailedError));
    },
  });
  upload.start();
  return { abort: () => upload.abort(), retry: () => upload.start() };
}
