import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { s3ClientOptions, s3KeyPrefix, type S3StorageConfig } from './config';
import { contentTypeOf } from './content-type';
import { assertValidKey } from './keys';
import { folderKey } from './local';
import { FileNotFoundError, type ByteRange, type FileStat, type FileStorage, type PutOptions, type PutResult } from './types';

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Files in an S3 bucket (or any S3-compatible store). Partial reads use GetObject with a Range header. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: S3StorageConfig, clientOverrides: Partial<S3ClientConfig> = {}) {
    this.bucket = config.bucket;
    this.prefix = s3KeyPrefix(config);
    this.client = new S3Client({
      ...s3ClientOptions(config),
      maxAttempts: 3,
      ...clientOverrides,
    });
  }

  private objectKey(key: string): string {
    return this.prefix + assertValidKey(key);
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<PutResult> {
    const Key = this.objectKey(key);
    const contentType = options.contentType || contentTypeOf(key);
    if (Buffer.isBuffer(body) || options.contentLength !== undefined) {
      const size = Buffer.isBuffer(body) ? body.length : options.contentLength!;
      const out = await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentType: contentType, ContentLength: size }));
      return { key, size, contentType, etag: out.ETag ?? '""' };
    }
    // A single PutObject needs the length up front: spool a stream of unknown length to a temporary file.
    const tmp = path.join(os.tmpdir(), `limelight-s3-${randomBytes(12).toString('hex')}`);
    try {
      await pipeline(body, fs.createWriteStream(tmp));
      const { size } = await fsp.stat(tmp);
      const out = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: fs.createReadStream(tmp),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
      return { key, size, contentType, etag: out.ETag ?? '""' };
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  async stat(key: string): Promise<FileStat | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType || contentTypeOf(key),
        etag: out.ETag ?? `"${(out.ContentLength ?? 0).toString(16)}-${out.LastModified?.getTime().toString(16) ?? 0}"`,
        modifiedAt: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = out.Body;
      if (body instanceof Readable) return body;
      if (!body) return Readable.from([]);
      // Not expected on Node (the SDK gives an IncomingMessage), but keep other runtimes working.
      return Readable.from(Buffer.from(await body.transformToByteArray()));
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async deleteFolder(folder: string): Promise<void> {
    const Prefix = `${this.objectKey(folderKey(folder))}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      // At most 1,000 keys a page, which is what one DeleteObjects takes.
      if (keys.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
