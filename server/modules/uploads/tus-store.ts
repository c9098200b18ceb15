import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { s3ClientOptions, s3KeyPrefix, type S3StorageConfig } from '../../storage/config';
import { LocalFileStorage, type FileStorage } from '../../storage';

/** Storage folder of uploads, finished or not: a finished upload stays there as its video's original. */
export const UPLOADS_FOLDER = 'uploads/';
const UPLOAD_NAME = /^[0-9a-f]{32}$/;

/**
 * Where tus writes uploads: into the site's own storage, under `uploads/`, so that a finished upload is an ordinary
 * stored file (key `uploads/<name>`) that the processing job reads like any other. On local disk @tus/file-store
 * writes in the storage's folder; with S3 settings @tus/s3-store writes to the same bucket (and prefix) in parts.
 * An upload's name is 32 hex characters; its tus id is its path from the store's root.
 */
export interface UploadStore {
  datastore: DataStore;
  /** The tus id (what the store is given) of an upload name. */
  tusId(name: string): string;
  /** The upload name in a tus id, or null when it is not one of ours. */
  nameOf(tusId: string): string | null;
  /** The site storage's key of an upload. */
  storageKey(name: string): string;
}

export function isUploadName(value: string): boolean {
  return UPLOAD_NAME.test(value);
}

export function createUploadStore(storage: FileStorage, s3: S3StorageConfig | null): UploadStore {
  const root = s3 ? s3KeyPrefix(s3) : '';
  const tusId = (name: string) => `${root}${UPLOADS_FOLDER}${name}`;
  const nameOf = (id: string) => {
    const name = id.startsWith(root + UPLOADS_FOLDER) ? id.slice(root.length + UPLOADS_FOLDER.length) : '';
    return isUploadName(name) ? name : null;
  };
  const storageKey = (name: string) => `${UPLOADS_FOLDER}${name}`;
  if (s3) return { datastore: s3Store(s3), tusId, nameOf, storageKey };
  if (!(storage instanceof LocalFileStorage)) throw new Error('Uploads need S3 settings or storage on local disk');
  const directory = storage.root;
  fs.mkdirSync(path.join(directory, UPLOADS_FOLDER), { recursive: true });
  return { datastore: new FileStore({ directory }), tusId, nameOf, storageKey };
}

function s3Store(s3: S3StorageConfig): DataStore {
  // Loaded only with S3 settings: the AWS SDK is slow to load (see server/storage/index.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, see above
  const { S3Store } = require('@tus/s3-store') as typeof import('@tus/s3-store');
  return new S3Store({
    // Parts of 16 MiB (S3's minimum is 5): a 4 GiB upload is 256 parts, far below the 10,000 a multipart upload may have.
    partSize: 16 * 1024 * 1024,
    s3ClientConfig: { bucket: s3.bucket, ...s3ClientOptions(s3) },
  });
}
