import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage/types';

/**
 * Runs `work` with a path on local disk holding the stored file: the file itself for local storage,
 * a temporary download (removed afterwards) for S3. ffmpeg/ffprobe need a real file to seek in.
 */
export async function withLocalFile<T>(storage: FileStorage, key: string, work: (file: string) => Promise<T>): Promise<T> {
  if (storage.localPath) {
    const file = storage.localPath(key);
    await fsp.access(file);
    return work(file);
  }
  const tmp = path.join(os.tmpdir(), `limelight-media-${randomBytes(12).toString('hex')}${path.posix.extname(key)}`);
  try {
    await pipeline(await storage.read(key), fs.createWriteStream(tmp));
    return await work(tmp);
  } finally {
    await fsp.rm(tmp, { force: true });
  }
}
