import { createHash, randomBytes } from 'node:crypto';
import { InvalidFileKeyError } from './types';

export const MAX_KEY_LENGTH = 1024;
export const MAX_SEGMENT_BYTES = 255;

/** Throws InvalidFileKeyError unless `key` is a safe relative path (see FileStorage). Returns the key. */
export function assertValidKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidFileKeyError(String(key), 'it is empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidFileKeyError(key, `it is longer than ${MAX_KEY_LENGTH} characters`);
  if (key.includes('\\')) throw new InvalidFileKeyError(key, 'backslashes are not allowed');
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new InvalidFileKeyError(key, 'control characters are not allowed');
  if (key.startsWith('/')) throw new InvalidFileKeyError(key, 'it must be relative (no leading slash)');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidFileKeyError(key, 'it has an empty path segment');
    if (segment === '.' || segment === '..') throw new InvalidFileKeyError(key, 'it must not leave its folder (. or ..)');
    if (segment.startsWith('.')) throw new InvalidFileKeyError(key, 'path segments must not start with a dot');
    // File systems refuse longer names (ENAMETOOLONG), and nothing this site stores has one.
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) throw new InvalidFileKeyError(key, `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`);
  }
  return key;
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

function cleanFolder(folder: string): string {
  return folder.replace(/^\/+|\/+$/g, '');
}

function cleanExt(ext: string): string {
  return ext === '' ? '' : ext.startsWith('.') ? ext.toLowerCase() : `.${ext.toLowerCase()}`;
}

/**
 * A content-addressed key: the same bytes always get the same key, so the file can be cached forever.
 * contentKey('public/thumbs', buf, 'webp') -> 'public/thumbs/3f9a0c2b7d4e5f61a2b3c4d5e6f7a8b9.webp'
 */
export function contentKey(folder: string, data: Buffer, ext: string): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return assertValidKey(`${cleanFolder(folder)}/${hash}${cleanExt(ext)}`);
}

/** A new random key in a folder: randomKey('protected/videos', '.mp4'). */
export function randomKey(folder: string, ext: string): string {
  return assertValidKey(`${cleanFolder(folder)}/${randomBytes(16).toString('hex')}${cleanExt(ext)}`);
}
