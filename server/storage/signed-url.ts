import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { loadOrCreateSecret, MIN_SECRET_LENGTH } from '../secret-file';
import { assertValidKey } from './keys';

/** Where the file routes live, as the browser sees them. */
export const PUBLIC_FILES_PATH = '/api/files/public';
export const PROTECTED_FILES_PATH = '/api/files/protected';
export const DEFAULT_SIGNED_URL_SECONDS = 300;
export { MIN_SECRET_LENGTH };

export interface SignOptions {
  secret: string;
  /** Default 300 (5 minutes). */
  expiresInSeconds?: number;
  /** When set, the file is sent as a download with this name (Content-Disposition: attachment); it is signed too. */
  filename?: string;
  /** Default /api/files/protected. */
  basePath?: string;
  /** For tests: the current time in ms. */
  now?: number;
}

/** Each key segment percent-encoded, slashes kept: 'videos/my clip.mp4' -> 'videos/my%20clip.mp4'. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

function signature(secret: string, key: string, expires: number, filename: string | undefined): string {
  // Newlines cannot occur in a key (control characters are refused), so the fields cannot be confused.
  return createHmac('sha256', secret)
    .update(`${key}\n${expires}\n${filename ?? ''}`)
    .digest('base64url');
}

/**
 * A short-lived link to a protected file:
 * signFileUrl('videos/abc.mp4', { secret }) -> '/api/files/protected/videos/abc.mp4?expires=1767225600&signature=...'
 * `key` is relative to the protected area (the route serves it from storage key `protected/<key>`).
 */
export function signFileUrl(key: string, options: SignOptions): string {
  assertValidKey(key);
  if (!options.secret) throw new Error('signFileUrl needs a secret');
  const seconds = options.expiresInSeconds ?? DEFAULT_SIGNED_URL_SECONDS;
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('expiresInSeconds must be a positive number');
  const expires = Math.floor((options.now ?? Date.now()) / 1000 + seconds);
  const params = new URLSearchParams({ expires: String(expires) });
  if (options.filename) params.set('filename', options.filename);
  params.set('signature', signature(options.secret, key, expires, options.filename));
  return `${options.basePath ?? PROTECTED_FILES_PATH}/${encodeKeyPath(key)}?${params.toString()}`;
}

/** The URL of a public file: publicFileUrl('avatars/ab12.webp') -> '/api/files/public/avatars/ab12.webp'. */
export function publicFileUrl(key: string, basePath = PUBLIC_FILES_PATH): string {
  return `${basePath}/${encodeKeyPath(assertValidKey(key))}`;
}

export type SignatureCheck =
  | { ok: true; expires: number; filename?: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid'; message: string };

/** Checks a signed link's query values for `key`. Constant-time on the signature. */
export function verifyFileSignature(
  key: string,
  query: { expires?: string | number; signature?: string; filename?: string },
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const { signature: given, filename } = query;
  if (query.expires === undefined || query.expires === '' || !given) {
    return { ok: false, reason: 'missing', message: 'This file needs a signed link: expires and signature are missing.' };
  }
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires <= 0 || !/^[A-Za-z0-9_-]{43}$/.test(given)) {
    return { ok: false, reason: 'malformed', message: 'This file link is malformed: expires or signature has the wrong format.' };
  }
  const expected = Buffer.from(signature(secret, key, expires, filename || undefined), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid', message: 'This file link is not valid: its signature does not match.' };
  }
  // Checked after the signature, so an expiry time can only be trusted when it was signed by us.
  if (expires * 1000 <= now) {
    return { ok: false, reason: 'expired', message: 'This file link has expired. Reload the page to get a new one.' };
  }
  return { ok: true, expires, ...(filename ? { filename } : {}) };
}

export function fileUrlSecretPath(dataDir: string): string {
  return path.join(dataDir, 'file-url-secret');
}

/**
 * The secret that signs protected file links when FILE_URL_SECRET is not set: random, created once per data
 * folder in DATA_DIR/file-url-secret (mode 0600), so links survive restarts.
 */
export function loadOrCreateFileUrlSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, path.basename(fileUrlSecretPath(dataDir)));
}

/** FILE_URL_SECRET when configured (at least 16 characters), else the per-data-folder secret. */
export function resolveFileUrlSecret(configured: string | null | undefined, dataDir: string): string {
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return configured;
  }
  return loadOrCreateFileUrlSecret(dataDir);
}
