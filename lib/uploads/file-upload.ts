import type { DetailedError, Upload } from 'tus-js-client';
import { getToken } from '../cookies';
import { apiUrl } from '../url';

/**
 * Each PATCH carries at most this much: a proxy's time or size limit never meets a whole file, and the progress the
 * server acknowledges moves on at least every chunk (tus also resumes inside a chunk, from what the server stored).
 */
export const FILE_UPLOAD_CHUNK_BYTES = 32 * 1024 * 1024;
/** A dropped connection is retried for about two minutes before the upload waits for the performer (or for the network). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/** Where a large file goes, and what it is for. */
export interface FileUploadTarget {
  /** The tus endpoint (a path of the API). */
  endpoint: string;
  /** What the server needs to know of it ({ videoId }, { productId }). */
  metadata: Record<string, string>;
  /** What this browser remembers a part-sent upload by, with the file's name, size and date: a kind and the item's id. */
  rememberedAs: string[];
}

export interface FileUploadEvents {
  /** Bytes sent of the file, as they go. */
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  /**
   * The upload stopped: what to tell the performer, and whether the server refused it (else the connection failed
   * until the retries ran out, and coming back online may resume it).
   */
  onError: (message: string, refused: boolean) => void;
}

export interface FileUploadHandle {
  /** Stops sending; what the server has stays there for resume(). */
  pause: () => Promise<void>;
  resume: () => void;
}

/** The server's reason (tus answers are plain text), else what a performer can do about a network failure. */
function messageOf(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const body = response?.getBody()?.trim();
  if (response && body && body.length < 300) return body;
  if (response && response.getStatus() === 413) return 'This file is larger than the site takes.';
  return 'The upload stopped: check your connection, then resume it.';
}

/**
 * Sends `file` by tus to `target`. Where this browser already sent part of the same file for the same item (before a
 * reload, a crash or a closed laptop), it goes on from the last byte the server acknowledged.
 * tus-js-client loads here, on the first upload: only the Studio pays for it.
 */
export async function startFileUpload(target: FileUploadTarget, file: File, events: FileUploadEvents): Promise<FileUploadHandle> {
  const tus = await import('tus-js-client');
  const upload: Upload = new tus.Upload(file, {
    endpoint: apiUrl(target.endpoint),
    chunkSize: FILE_UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { ...target.metadata, filename: file.name, filetype: file.type },
    // One remembered upload per item and file: another item's upload of the same file never resumes into this one.
    fingerprint: async () => [...target.rememberedAs, file.name, file.size, file.lastModified].join(':'),
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const token = getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: events.onProgress,
    onSuccess: () => events.onSuccess(),
    onError: (error) => events.onError(messageOf(error), 'originalResponse' in error && !!error.originalResponse),
  });
  const previous = await upload.findPreviousUploads().catch(() => []);
  if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    pause: () => upload.abort(),
    resume: () => upload.start(),
  };
}
