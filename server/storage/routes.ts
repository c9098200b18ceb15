import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorSchema } from '../http/envelope';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import { assertValidKey } from './keys';
import { isNotModified, ifRangeAllows, parseRange } from './range';
import { verifyFileSignature, verifyFolderToken, type FileGrant, type LinkGrant, type SignatureCheck } from './signed-url';
import { FileNotFoundError, InvalidFileKeyError, type ByteRange, type FileStorage } from './types';

export interface FileRoutesOptions {
  storage: FileStorage;
  /** Signs and checks protected links (see signFileUrl). */
  secret: string;
  /** Storage folder behind /files/public/*. Default 'public/'. */
  publicPrefix?: string;
  /** Storage folder behind /files/protected/*. Default 'protected/'. */
  protectedPrefix?: string;
  /** Makes the smaller copies of public pictures that `?w=` asks for (server/media/resized-images.ts). */
  resizer?: PictureResizer;
  /**
   * Checks the grant a protected link names at every request (server/modules/entitlements/link-grants.ts). When set,
   * a link without a grant is refused; when absent (a bare file server), a good signature is enough.
   */
  grants?: FileGrantGuard;
}

/** Why a link's grant no longer opens the file: 410 once revoked, 403 for a grant that never fitted. */
export interface GrantRefusal {
  status: 403 | 410;
  code: string;
  message: string;
}

export interface FileGrantGuard {
  /** The account signed in on this request (its Authorization header or its token cookie); null: no session. */
  viewerOf(request: FastifyRequest): Promise<string | null>;
  /** null while the grant stands for the account the link was issued to; else why it does not. One indexed lookup. */
  check(grant: FileGrant, userId: string | null): Promise<GrantRefusal | null>;
}

/**
 * How long a shared cache (a CDN that reads CDN-Cache-Control, RFC 9213) may keep a protected file before it asks
 * the origin again, which checks the grant (a conditional request: a 304 without the body). Bounds how long a
 * revoked grant's link can still be answered from the edge.
 */
export const PROTECTED_CDN_SECONDS = 60;

export interface PictureResizer {
  /** The storage key of a copy of the picture at `key` (inside `folder`) `width` pixels wide. */
  keyAt(folder: string, key: string, width: number): Promise<string>;
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Served files are data, never pages: a stored SVG or HTML cannot run scripts on our origin. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const KeyParams = Type.Object({ '*': Type.String({ maxLength: 1024 }) });
const SignedQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
  filename: Type.Optional(Type.String({ maxLength: 200 })),
  grant: Type.Optional(Type.String({ maxLength: 200, description: 'what the link was issued for: <kind>.<id>.<version> (signed)' })),
  user: Type.Optional(Type.String({ maxLength: 64, description: 'the account the link was issued to (signed)' })),
});
const StreamParams = Type.Object({
  token: Type.String({ maxLength: 300, description: 'the folder token (signFolderUrl): expiry, grant, account, depth, signature' }),
  '*': Type.String({ maxLength: 1024 }),
});
const PublicQuery = Type.Object({
  w: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'a width from lib/image-widths.ts: a WebP copy that wide' })),
});
const Errors = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema, 416: ErrorSchema };

/**
 * The answers of a route that serves files with serveFile, for the API document (the bytes are sent as they are,
 * never serialised): the whole file, a single byte range, or "not modified". HEAD answers the same headers.
 */
export function fileResponses(mediaTypes: string[]) {
  const content = Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  const headers = { etag: Type.String(), 'last-modified': Type.String(), 'accept-ranges': Type.String({ description: 'bytes' }) };
  return {
    200: { description: 'The whole file', headers, content },
    206: {
      description: 'The byte range the Range header asked for (one range; a request for several gets the whole file)',
      headers: { ...headers, 'content-range': Type.String({ description: 'bytes <first>-<last>/<size>' }) },
      content,
    },
    304: { description: 'Unchanged since the If-None-Match or If-Modified-Since of the request', type: 'null' },
    ...Errors,
  } as const;
}

function keyFrom(wildcard: string): string {
  try {
    return assertValidKey(wildcard);
  } catch (error) {
    if (error instanceof InvalidFileKeyError) throw badRequest('Invalid file path', 'INVALID_FILE_KEY');
    throw error;
  }
}

function folder(prefix: string): string {
  return prefix.replace(/^\/+/, '').replace(/\/*$/, '/');
}

/** Content-Disposition for a download name: ASCII fallback plus the exact name (RFC 6266 / 8187). */
export function attachmentHeader(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const clean = filename.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').slice(0, 200) || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

export interface ServeOptions {
  cacheControl: string;
  /** For shared caches (CDN-Cache-Control), when they may keep it. */
  cdnCacheControl?: string;
  downloadName?: string;
  /** Only pages of this site may embed the file (identity documents); default: any site (a separate web front end). */
  sameOriginOnly?: boolean;
}

/** Sends a stored file with validators, conditional GET (304) and single-range (206/416) support. */
export async function serveFile(
  storage: FileStorage,
  storageKey: string,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ServeOptions,
): Promise<FastifyReply> {
  const stat = await storage.stat(storageKey);
  if (!stat) throw notFound('File not found', 'FILE_NOT_FOUND');

  reply.header('accept-ranges', 'bytes');
  const validators = () => {
    reply.header('etag', stat.etag);
    reply.header('last-modified', stat.modifiedAt.toUTCString());
    reply.header('cache-control', options.cacheControl);
    if (options.cdnCacheControl) reply.header('cdn-cache-control', options.cdnCacheControl);
  };

  const headers = request.headers;
  if (isNotModified(headers, stat.etag, stat.modifiedAt)) {
    validators();
    return reply.code(304).send();
  }

  let range: ByteRange | undefined;
  const ifRange = headers['if-range'];
  if (ifRangeAllows(Array.isArray(ifRange) ? ifRange[0] : ifRange, stat.etag, stat.modifiedAt)) {
    const wanted = parseRange(headers.range, stat.size);
    if (wanted.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${stat.size}`);
      throw new HttpError(416, `The requested range is not satisfiable: the file has ${stat.size} bytes`, 'RANGE_NOT_SATISFIABLE');
    }
    if (wanted.kind === 'partial') range = wanted.range;
  }

  validators();
  reply.header('content-type', stat.contentType);
  reply.header('content-security-policy', FILE_CSP);
  reply.header('x-content-type-options', 'nosniff');
  // Helmet's default (same-origin) would stop <img>/<video> on a web front end served from another host.
  reply.header('cross-origin-resource-policy', options.sameOriginOnly ? 'same-origin' : 'cross-origin');
  if (options.downloadName) reply.header('content-disposition', attachmentHeader(options.downloadName));
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
    reply.header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(stat.size));
  }
  if (request.method === 'HEAD') return reply.send();

  try {
    return reply.send(await storage.read(storageKey, range));
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound('File not found', 'FILE_NOT_FOUND');
    throw error;
  }
}

/**
 * GET|HEAD /files/public/*     public images (thumbnails, avatars, covers, promo images), cached for a year:
 *                              their keys are content-addressed or versioned, so a new image gets a new URL.
 *                              `?w=<width>` (one of lib/image-widths.ts) serves a WebP copy that wide.
 * GET|HEAD /files/protected/*  full videos, sale photos, digital products: only with a valid signed link
 *                              (signFileUrl) whose grant still stands (FileGrantGuard), cached privately until the
 *                              link expires (shared caches: PROTECTED_CDN_SECONDS at most).
 * Both honour Range (single ranges; multi-range requests get the whole file) and conditional GET.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (app, options) => {
  const { storage, secret } = options;
  if (!secret) throw new Error('fileRoutes needs a secret to check signed links');
  const publicFolder = folder(options.publicPrefix ?? 'public/');
  const protectedFolder = folder(options.protectedPrefix ?? 'protected/');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/public/*',
    schema: {
      operationId: 'getPublicFile',
      summary: 'Download a public file (image)',
      params: KeyParams,
      querystring: PublicQuery,
      response: fileResponses(['image/*']),
    },
    handler: async (request, reply) => {
      const key = publicFolder + keyFrom(request.params['*']);
      const { w } = request.query;
      if (w !== undefined && !options.resizer) throw badRequest('Pictures are not resized here', 'NOT_RESIZABLE');
      const served = w === undefined || !options.resizer ? key : await options.resizer.keyAt(publicFolder, key, w);
      return serveFile(storage, served, request, reply, { cacheControl: PUBLIC_CACHE_CONTROL });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/protected/*',
    config: { signIn: 'optional' },
    schema: {
      operationId: 'getProtectedFile',
      summary: 'Download a protected file through a signed link',
      params: KeyParams,
      querystring: SignedQuery,
      response: fileResponses(['video/*', 'image/*', 'application/octet-stream']),
    },
    handler: async (request, reply) => {
      const key = keyFrom(request.params['*']);
      const now = Date.now();
      const check = verifyFileSignature(key, request.query, secret, now);
      if (!check.ok) refuseLink(check, reply);
      if (options.grants) await checkGrant(options.grants, check.link, request, reply);
      const maxAge = Math.max(0, check.expires - Math.floor(now / 1000));
      return serveFile(storage, protectedFolder + key, request, reply, {
        cacheControl: `private, max-age=${maxAge}`,
        cdnCacheControl: options.grants ? `max-age=${Math.min(maxAge, PROTECTED_CDN_SECONDS)}` : undefined,
        downloadName: check.filename,
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/stream/:token/*',
    config: { signIn: 'optional' },
    schema: {
      operationId: 'getStreamFile',
      summary: 'Download a file of a video stream (signed folder token)',
      params: StreamParams,
      response: fileResponses(['application/vnd.apple.mpegurl', 'video/mp4', 'application/octet-stream']),
    },
    handler: async (request, reply) => {
      const key = keyFrom(request.params['*']);
      const now = Date.now();
      const check = verifyFolderToken(request.params.token, key, secret, now);
      if (!check.ok) refuseLink(check, reply);
      // A stream plays in the page of the account it was issued to: a copied link opens for no one else, and for
      // no one signed out (unlike a single file's link, which a download manager may fetch without the session).
      if (options.grants) await checkGrant(options.grants, check.link, request, reply, { sessionRequired: true });
      const maxAge = Math.max(0, check.expires - Math.floor(now / 1000));
      return serveFile(storage, protectedFolder + key, request, reply, {
        cacheControl: `private, max-age=${maxAge}`,
        cdnCacheControl: options.grants ? `max-age=${Math.min(maxAge, PROTECTED_CDN_SECONDS)}` : undefined,
      });
    },
  });
};

/** A link whose signature does not hold: 410 once expired (the page fetches a new one), else 403. */
function refuseLink(check: Extract<SignatureCheck, { ok: false }>, reply: FastifyReply): never {
  reply.header('cache-control', 'no-store');
  if (check.reason === 'expired') throw new HttpError(410, check.message, 'LINK_EXPIRED');
  const code = { missing: 'SIGNATURE_REQUIRED', malformed: 'INVALID_SIGNATURE', invalid: 'INVALID_SIGNATURE' }[check.reason];
  throw forbidden(check.message, code);
}

/**
 * The grant behind a signed link, at the origin: a link without one is refused (403); one issued to another account
 * is refused to that account's signed-in session (403; a request without a session, a player or a CDN, is not
 * asked who it is); a revoked grant is gone (410). Runs before the file is looked at, so revalidations (304) and
 * Range requests are checked too.
 */
async function checkGrant(
  guard: FileGrantGuard,
  link: LinkGrant | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  { sessionRequired = false } = {},
): Promise<void> {
  if (!link) {
    reply.header('cache-control', 'no-store');
    throw forbidden('This file link does not say what it was issued for. Reload the page to get a new one.', 'GRANT_REQUIRED');
  }
  const [viewer, refusal] = await Promise.all([link.userId ? guard.viewerOf(request) : null, guard.check(link.grant, link.userId)]);
  if (sessionRequired && link.userId && viewer === null) {
    reply.header('cache-control', 'no-store');
    throw forbidden('This video plays for the account it was opened by. Sign in and open its page again.', 'SIGN_IN_TO_WATCH');
  }
  if (viewer !== null && viewer !== link.userId) {
    reply.header('cache-control', 'no-store');
    throw forbidden('This link was issued to another account. Open the page while signed in as yourself to get your own link.', 'LINK_FOR_ANOTHER_ACCOUNT');
  }
  if (refusal) {
    reply.header('cache-control', 'no-store');
    throw new HttpError(refusal.status, refusal.message, refusal.code);
  }
}
