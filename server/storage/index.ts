import path from 'node:path';
import { LocalFileStorage } from './local';
import type { S3StorageConfig } from './s3';
import type { FileStorage } from './types';

export * from './types';
export { contentTypeOf, extensionOf } from './content-type';
export { assertValidKey, contentKey, isValidKey, randomKey } from './keys';
export { LocalFileStorage } from './local';
// S3FileStorage is imported from './s3' directly: loading the AWS SDK costs time (and prints a Node-version
// warning) that a server on local disk should not pay.
export type { S3StorageConfig } from './s3';
export { parseRange, type RangeResult } from './range';
export {
  PROTECTED_FILES_PATH,
  PUBLIC_FILES_PATH,
  loadOrCreateFileUrlSecret,
  publicFileUrl,
  resolveFileUrlSecret,
  signFileUrl,
  verifyFileSignature,
  type SignOptions,
} from './signed-url';
export { fileRoutes, PUBLIC_CACHE_CONTROL, type FileRoutesOptions } from './routes';

/** Storage folders behind the two file routes. */
export const PUBLIC_PREFIX = 'public/';
export const PROTECTED_PREFIX = 'protected/';

/** Storage key of a public file: publicKey('avatars/a.webp') -> 'public/avatars/a.webp' (URL: publicFileUrl). */
export const publicKey = (key: string) => PUBLIC_PREFIX + key;
/** Storage key of a protected file: protectedKey('videos/v.mp4') -> 'protected/videos/v.mp4' (URL: signFileUrl). */
export const protectedKey = (key: string) => PROTECTED_PREFIX + key;

export interface StorageEnvConfig {
  /** null: files live on local disk under DATA_DIR/files. */
  s3: S3StorageConfig | null;
  /** FILE_URL_SECRET; null: a random secret kept in DATA_DIR/file-url-secret. */
  fileUrlSecret: string | null;
  /** FILES_DIR; null: DATA_DIR/files. */
  filesDir: string | null;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * S3_BUCKET switches to S3; S3_REGION (default us-east-1), S3_ENDPOINT (S3-compatible stores),
 * S3_FORCE_PATH_STYLE (default: true when S3_ENDPOINT is set), S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY
 * (default: the AWS SDK's credential chain), S3_PREFIX (folder inside the bucket).
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageEnvConfig {
  const bucket = env.S3_BUCKET?.trim();
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  return {
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION?.trim() || 'us-east-1',
          endpoint,
          forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, endpoint !== null),
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          prefix: env.S3_PREFIX || undefined,
        }
      : null,
    fileUrlSecret: env.FILE_URL_SECRET || null,
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : null,
  };
}

export interface CreateFileStorageOptions {
  dataDir: string;
  s3?: S3StorageConfig | null;
  /** Local root; default DATA_DIR/files. */
  filesDir?: string | null;
}

/** S3 when a bucket is configured, else local disk under DATA_DIR/files. */
export function createFileStorage(options: CreateFileStorageOptions): FileStorage {
  if (options.s3?.bucket) {
    // Loaded on demand, see above.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { S3FileStorage } = require('./s3') as typeof import('./s3');
    return new S3FileStorage(options.s3);
  }
  return new LocalFileStorage(options.filesDir ?? path.join(options.dataDir, 'files'));
}
