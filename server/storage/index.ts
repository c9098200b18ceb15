import path from 'node:path';
import { LocalFileStorage } from './local';
import type { S3StorageConfig } from './config';
import type { FileStorage } from './types';

export * from './types';
export { contentTypeOf, extensionOf } from './content-type';
export { assertValidKey, contentKey, isValidKey, randomKey } from './keys';
export { LocalFileStorage } from './local';
// S3FileStorage is imported from './s3' directly: loading the AWS SDK costs time (and prints a Node-version
// warning) that a server on local disk should not pay.
export { storageConfigFromEnv, type S3StorageConfig, type StorageEnvConfig } from './config';
export { parseRange, type RangeResult } from './range';
export {
  PROTECTED_FILES_PATH,
  PUBLIC_FILES_PATH,
  loadOrCreateFileUrlSecret,
  publicFileUrl,
  resolveFileUrlSecret,
  grantToken,
  parseGrantToken,
  signFileUrl,
  signFolderUrl,
  verifyFileSignature,
  verifyFolderToken,
  STREAM_FILES_PATH,
  type FileGrant,
  type LinkGrant,
  type SignOptions,
} from './signed-url';
export {
  fileResponses,
  fileRoutes,
  serveFile,
  PROTECTED_CDN_SECONDS,
  PUBLIC_CACHE_CONTROL,
  type FileGrantGuard,
  type FileRoutesOptions,
  type GrantRefusal,
} from './routes';

/** Storage folders behind the two file routes. */
export const PUBLIC_PREFIX = 'public/';
export const PROTECTED_PREFIX = 'protected/';

/** Storage key of a public file: publicKey('avatars/a.webp') -> 'public/avatars/a.webp' (URL: publicFileUrl). */
export const publicKey = (key: string) => PUBLIC_PREFIX + key;
/** Storage key of a protected file: protectedKey('videos/v.mp4') -> 'protected/videos/v.mp4' (URL: signFileUrl). */
export const protectedKey = (key: string) => PROTECTED_PREFIX + key;

export interface CreateFileStorageOptions {
  dataDir: string;
  s3?: S3StorageConfig | null;
  /** Local root; default DATA_DIR/files. */
  filesDir?: string | null;
}

/** S3 when a bucket is configured, else local disk under DATA_DIR/files. */
export function createFileStorage(options: CreateFileStorageOptions): FileStorage {
  if (options.s3?.bucket) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, see above
    const { S3FileStorage } = require('./s3') as typeof import('./s3');
    return new S3FileStorage(options.s3);
  }
  return new LocalFileStorage(options.filesDir ?? path.join(options.dataDir, 'files'));
}
