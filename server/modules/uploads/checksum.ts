import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

/** tus's checksum extension: the algorithms a PATCH may name in Upload-Checksum (announced on OPTIONS). */
export const CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;
type Algorithm = (typeof CHECKSUM_ALGORITHMS)[number];

/** "sha1 Kq5sNclPz7QV2+lfQIuc6R7oRu0=" -> its algorithm and digest; null when malformed or not supported. */
export function parseUploadChecksum(header: string): { algorithm: Algorithm; digest: string } | null {
  const match = /^([a-z0-9-]+) ([A-Za-z0-9+/]+={0,2})$/.exec(header.trim());
  if (!match || !(CHECKSUM_ALGORITHMS as readonly string[]).includes(match[1])) return null;
  return { algorithm: match[1] as Algorithm, digest: match[2] };
}

/**
 * Writes a PATCH body to a temporary file while hashing it, and says whether it matches the client's checksum.
 * Only a body that matches is handed on to the upload, so a mismatch leaves the upload as it was (tus: 460).
 * At most `maxBytes` are taken: a longer body is refused. The caller removes the file.
 */
export async function spoolChecked(
  body: Readable,
  checksum: { algorithm: Algorithm; digest: string },
  maxBytes: number,
): Promise<{ file: string; matches: boolean; tooLong: boolean }> {
  const file = path.join(await fsp.mkdtemp(path.join(os.tmpdir(), 'limelight-patch-')), 'body');
  const hash = createHash(checksum.algorithm);
  let bytes = 0;
  let tooLong = false;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        tooLong = true;
        return done(new Error('body too long'));
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(body, counting, fs.createWriteStream(file)).catch((err) => {
    if (!tooLong) throw err;
  });
  return { file, matches: !tooLong && hash.digest('base64') === checksum.digest, tooLong };
}

export async function removeSpooled(file: string): Promise<void> {
  await fsp.rm(path.dirname(file), { recursive: true, force: true });
}
