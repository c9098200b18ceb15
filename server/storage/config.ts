import path from 'node:path';

/** Environment parsing only (no storage code is loaded): config.ts can import this cheaply. */

export interface S3StorageConfig {
  bucket: string;
  /** Default us-east-1 (most S3-compatible stores ignore it but the signature needs one). */
  region: string;
  /** For S3-compatible stores (MinIO, R2, Wasabi...): e.g. http://127.0.0.1:9000. null for AWS itself. */
  endpoint: string | null;
  /** bucket in the path (http://host/bucket/key) instead of the host name; needed by most self-hosted stores. */
  forcePathStyle: boolean;
  /** When null, the AWS SDK's default credential chain is used (AWS_* variables, profiles, instance roles). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Optional folder inside the bucket under which every key lives, e.g. "limelight/". */
  prefix?: string;
}

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
export function storageConfigFromEnv(env: Record<string, string | undefined> = process.env): StorageEnvConfig {
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

/**
 * The AWS SDK client options for these settings (the site's storage and the uploads' tus store use the same):
 * checksums only where S3 demands them, since the SDK's default (aws-chunked uploads with CRC trailers) is not
 * understood by several S3-compatible stores.
 */
export function s3ClientOptions(config: S3StorageConfig) {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
}

/** The folder inside the bucket every key lives under ("" or e.g. "limelight/"), from S3_PREFIX. */
export function s3KeyPrefix(config: S3StorageConfig): string {
  return config.prefix ? config.prefix.replace(/^\/+/, '').replace(/\/*$/, '/') : '';
}
