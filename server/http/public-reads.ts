import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { concerns, type CacheInvalidation } from '../cache/invalidation';
import type { ReadCache } from '../cache/read-cache';

/**
 * Which GET routes answer from the shared read cache:
 * - 'everyone': the answer is the same for every caller (it never looks at the session);
 * - 'anonymous': the same for every caller without a token; a caller with one gets a fresh,
 *   private answer and never a shared entry.
 */
export type PublicRead = 'everyone' | 'anonymous';

declare module 'fastify' {
  interface FastifyContextConfig {
    publicRead?: PublicRead;
    /** A write that changes nothing any public read shows (login, a counted view): keeps the read cache. */
    keepsPublicReads?: boolean;
    /**
     * The Cache-Control of a read that is public but not from the shared cache (static reference lists).
     * A GET that declares neither this nor `publicRead` is personal: `private, no-store`, set here, never by hand.
     */
    cacheControl?: string;
    /**
     * The answer carries full content (or its links) that a visitor who must verify their age does not get: while
     * age verification is on, it is never shared and never public, since who must verify depends on the country.
     */
    ageGated?: boolean;
  }
}

/** Browsers and CDNs may keep a public answer this long (seconds), and serve it stale while they refresh it. */
export const PUBLIC_MAX_AGE_SECONDS = 10;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=30`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sends the cache headers of a personal answer (anything behind a token, or that varies by the viewer). */
export function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
}

/**
 * The one owner of public-read caching and of the Cache-Control of every API answer. Routes opt in with
 * `config: { publicRead }`; every successful write through the API (unless it declares
 * `keepsPublicReads`) invalidates the cache before its answer leaves, in this process and, through
 * CacheInvalidation, in the others.
 */
interface Options {
  cache: ReadCache;
  invalidation: CacheInvalidation;
  /** Whether age verification is on anywhere (routes marked `ageGated` are then personal). */
  ageVerificationOn: () => Promise<boolean>;
}

export const publicReadsPlugin = fp(async (app: FastifyInstance, opts: Options) => {
  const { cache, invalidation, ageVerificationOn } = opts;
  invalidation.on((event) => {
    if (concerns(event, 'public-reads')) cache.invalidate();
  });

  app.addHook('onRoute', (route) => {
    const mode = route.config?.publicRead;
    if (!mode) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function cachedRead(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const personal = (mode === 'anonymous' && request.headers.authorization) || (route.config?.ageGated && (await ageVerificationOn()));
      if (personal) {
        privateAnswer(reply);
        return handler.call(this, request, reply);
      }
      const body = await cache.fetch(`http:${request.url}`, async () => reply.serialize(await handler.call(this, request, reply)));
      // Only a successful answer is public: an error (thrown above) keeps the error handler's headers.
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      if (mode === 'anonymous') reply.header('vary', 'Authorization');
      reply.type('application/json; charset=utf-8');
      return body;
    } as RouteHandlerMethod;
  });

  app.addHook('onSend', async (request, reply) => {
    // Every API answer leaves with a cache policy: the route's (publicRead, cacheControl) or, by default,
    // private. Files (/api/files) set their own.
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header('cache-control', request.routeOptions.config?.cacheControl ?? PRIVATE_CACHE_CONTROL);
    }
    if (WRITES.has(request.method) && reply.statusCode < 400 && !request.routeOptions.config?.keepsPublicReads) {
      await invalidation.emit({ kind: 'public-reads' });
    }
  });
});
