import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { loadOrCreateSecret, MIN_SECRET_LENGTH, secretFromEnvOrFile } from '../secret-file';
import { assertValidKey } from './keys';

/** Where the file routes live, as the browser sees them. */
export const PUBLIC_FILES_PATH = '/api/files/public';
export const PROTECTED_FILES_PATH = '/api/files/protected';
/** Where a folder of protected files is served under one signed token (a video's HLS playlists and segments). */
export const STREAM_FILES_PATH = '/api/files/stream';
export const DEFAULT_SIGNED_URL_SECONDS = 300;
export { MIN_SECRET_LENGTH };

/**
 * What a protected link was issued for, carried in its signed part: `kind` says where the grant lives (purchase,
 * subscription, owner, free), `id` which one, `version` which generation of it. The file route asks a FileGrantGuard
 * whether it still stands; storage itself gives the kinds no meaning.
 */
export interface FileGrant {
  kind: string;
  id: string;
  version: string;
}

/** A grant and the account a link for it is issued to (null: anyone holding the link, e.g. free content). */
export interface LinkGrant {
  grant: FileGrant;
  userId: string | null;
}

const GRANT_KIND = /^[a-z]{1,20}$/;
const GRANT_PART = /^[A-Za-z0-9-]{1,64}$/;
const GRANT_TOKEN = /^([a-z]{1,20})\.([A-Za-z0-9-]{1,64})\.([A-Za-z0-9-]{1,64})$/;

/** 'purchase.<id>.<version>': the grant as the `grant` query value (dots cannot occur in its parts). */
export function grantToken(grant: FileGrant): string {
  if (!GRANT_KIND.test(grant.kind) || !GRANT_PART.test(grant.id) || !GRANT_PART.test(grant.version)) {
    throw new Error(`Not a valid file grant: ${JSON.stringify(grant)}`);
  }
  return `${grant.kind}.${grant.id}.${grant.version}`;
}

export function parseGrantToken(token: string): FileGrant | null {
  const match = GRANT_TOKEN.exec(token);
  return match ? { kind: match[1], id: match[2], version: match[3] } : null;
}

export interface SignOptions {
  secret: string;
  /**
   * The grant the link is issued for and the account it is issued to; both are signed. A route given a
   * FileGrantGuard refuses links without one.
   */
  link?: LinkGrant;
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

/** Control characters cannot occur in a key (refused), a grant token or a user id (patterns), nor a download name (refused here). */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

function signature(secret: string, key: string, expires: number, filename: string | undefined, link: { grant: string; user: string } | null): string {
  // One field per line, and no field can hold a newline, so the fields cannot be confused. A link without a grant
  // signs the three fields it always had; one with a grant signs five.
  const fields = [key, String(expires), filename ?? ''];
  if (link) fields.push(link.grant, link.user);
  return createHmac('sha256', secret).update(fields.join('\n')).digest('base64url');
}

/**
 * A short-lived link to a protected file:
 * signFileUrl('videos/abc.mp4', { secret }) -> '/api/files/protected/videos/abc.mp4?expires=1767225600&signature=...'
 * With a grant: '...?expires=1767225600&signature=...&grant=purchase.<id>.<version>&user=<user id>' (every value is
 * signed; the order of the query values does not matter).
 * `key` is relative to the protected area (the route serves it from storage key `protected/<key>`).
 */
export function signFileUrl(key: string, options: SignOptions): string {
  assertValidKey(key);
  if (!options.secret) throw new Error('signFileUrl needs a secret');
  const seconds = options.expiresInSeconds ?? DEFAULT_SIGNED_URL_SECONDS;
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('expiresInSeconds must be a positive number');
  if (options.filename && CONTROL.test(options.filename)) throw new Error('A download name cannot hold control characters');
  const link = options.link ? { grant: grantToken(options.link.grant), user: options.link.userId ?? '' } : null;
  if (link?.user && !GRANT_PART.test(link.user)) throw new Error(`Not a valid user id for a file link: ${link.user}`);
  const expires = Math.floor((options.now ?? Date.now()) / 1000 + seconds);
  const params = new URLSearchParams({ expires: String(expires) });
  if (options.filename) params.set('filename', options.filename);
  params.set('signature', signature(options.secret, key, expires, options.filename, link));
  if (link) {
    params.set('grant', link.grant);
    if (link.user) params.set('user', link.user);
  }
  return `${options.basePath ?? PROTECTED_FILES_PATH}/${encodeKeyPath(key)}?${params.toString()}`;
}

/** The URL of a public file: publicFileUrl('avatars/ab12.webp') -> '/api/files/public/avatars/ab12.webp'. */
export function publicFileUrl(key: string, basePath = PUBLIC_FILES_PATH): string {
  return `${basePath}/${encodeKeyPath(assertValidKey(key))}`;
}

export type SignatureCheck =
  { ok: true; expires: number; filename?: string; link?: LinkGrant } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid'; message: string };

const MALFORMED = { ok: false, reason: 'malformed', message: 'This file link is malformed: expires or signature has the wrong format.' } as const;

/** Checks a signed link's query values for `key`. Constant-time on the signature. */
export function verifyFileSignature(
  key: string,
  query: { expires?: string | number; signature?: string; filename?: string; grant?: string; user?: string },
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const { signature: given, filename } = query;
  if (query.expires === undefined || query.expires === '' || !given) {
    return { ok: false, reason: 'missing', message: 'This file needs a signed link: expires and signature are missing.' };
  }
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires <= 0 || !/^[A-Za-z0-9_-]{43}$/.test(given)) return MALFORMED;
  if (filename && CONTROL.test(filename)) return MALFORMED;
  const grant = query.grant ? parseGrantToken(query.grant) : null;
  if (query.grant && !grant) return MALFORMED;
  if (query.user && (!grant || !GRANT_PART.test(query.user))) return MALFORMED;
  const signed = grant ? { grant: query.grant!, user: query.user ?? '' } : null;
  const expected = Buffer.from(signature(secret, key, expires, filename || undefined, signed), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid', message: 'This file link is not valid: its signature does not match.' };
  }
  // Checked after the signature, so an expiry time can only be trusted when it was signed by us.
  if (expires * 1000 <= now) {
    return { ok: false, reason: 'expired', message: 'This file link has expired. Reload the page to get a new one.' };
  }
  return { ok: true, expires, ...(filename ? { filename } : {}), ...(grant ? { link: { grant, userId: query.user || null } } : {}) };
}

/**
 * A short-lived link to `file` in a protected `folder`, whose token opens every file under that folder: the token
 * sits in the path, so the relative addresses inside an HLS playlist ("720p/index.m3u8", "seg_0001.m4s") resolve to
 * links carrying it too. It is bound to a grant and its account like signFileUrl's, and the folder, the expiry, the
 * grant and the account are all signed.
 * signFolderUrl('hls/v1/a', 'master.m3u8', ...) -> '/api/files/stream/<expires>~<grant>~<user>~3~<signature>/hls/v1/a/master.m3u8'
 */
export function signFolderUrl(folder: string, file: string, options: Omit<SignOptions, 'filename' | 'basePath'> & { link: LinkGrant }): string {
  const clean = assertValidKey(folder.replace(/\/+$/, ''));
  assertValidKey(file);
  const seconds = options.expiresInSeconds ?? DEFAULT_SIGNED_URL_SECONDS;
  const expires = Math.floor((options.now ?? Date.now()) / 1000 + seconds);
  const link = { grant: grantToken(options.link.grant), user: options.link.userId ?? '' };
  if (link.user && !GRANT_PART.test(link.user)) throw new Error(`Not a valid user id for a file link: ${link.user}`);
  const depth = clean.split('/').length;
  const token = [expires, link.grant, link.user || '-', depth, signature(options.secret, `${clean}/`, expires, undefined, link)].join('~');
  return `${STREAM_FILES_PATH}/${token}/${encodeKeyPath(clean)}/${encodeKeyPath(file)}`;
}

const FOLDER_TOKEN = /^(\d{1,12})~([a-z]{1,20}\.[A-Za-z0-9-]{1,64}\.[A-Za-z0-9-]{1,64})~([A-Za-z0-9-]{1,64})~(\d{1,2})~([A-Za-z0-9_-]{43})$/;

/** Checks a folder token (signFolderUrl) for the file at `key`, which must lie under the token's folder. */
export function verifyFolderToken(token: string, key: string, secret: string, now = Date.now()): SignatureCheck {
  const match = FOLDER_TOKEN.exec(token);
  if (!match) return MALFORMED;
  const [, expiresText, grantText, userText, depthText, given] = match;
  const segments = key.split('/');
  const depth = Number(depthText);
  if (depth < 1 || segments.length <= depth) return { ok: false, reason: 'invalid', message: 'This link does not open this file.' };
  const user = userText === '-' ? '' : userText;
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, `${segments.slice(0, depth).join('/')}/`, expires, undefined, { grant: grantText, user }), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid', message: 'This file link is not valid: its signature does not match.' };
  }
  if (expires * 1000 <= now) return { ok: false, reason: 'expired', message: 'This file link has expired. Reload the page to get a new one.' };
  return { ok: true, expires, link: { grant: parseGrantToken(grantText)!, userId: user || null } };
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
  return secretFromEnvOrFile(configured, 'FILE_URL_SECRET', dataDir, path.basename(fileUrlSecretPath(dataDir)));
}
