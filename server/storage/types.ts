import type { Readable } from 'node:stream';

/** What storage knows about a stored file. */
export interface FileStat {
  size: number;
  contentType: string;
  /** A quoted entity tag, ready for an ETag header (e.g. "\"1f-18c2a\""). */
  etag: string;
  modifiedAt: Date;
}

/** Inclusive byte positions, as in HTTP: { start: 0, end: 0 } is the first byte. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Defaults to the type of the key's extension, else application/octet-stream. */
  contentType?: string;
  /** The stream's length when known: lets S3 take the stream as it is instead of spooling it to disk first. */
  contentLength?: number;
}

export interface PutResult {
  key: string;
  size: number;
  contentType: string;
  etag: string;
}

/**
 * Where files live. Keys are relative, slash-separated paths such as `public/avatars/ab12.webp`:
 * no leading slash, no empty, `.` or `..` segments, no segment starting with a dot, no backslashes.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<PutResult>;
  /** null when there is no such file. */
  stat(key: string): Promise<FileStat | null>;
  /** The file's bytes, or only `range` of them. Throws FileNotFoundError when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder` (which ends with a slash), e.g. a video's HLS renditions. */
  deleteFolder(folder: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A path on this machine's disk holding the file (local storage only), so ffmpeg can read it in place. */
  localPath?(key: string): string;
  /** Releases connections (S3); call on shutdown. */
  close?(): Promise<void>;
}

export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No stored file at "${key}"`);
    this.name = 'FileNotFoundError';
  }
}

export class InvalidFileKeyError extends Error {
  readonly code = 'INVALID_FILE_KEY';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid file key "${key.slice(0, 200)}": ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}
