import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { TOKEN_COOKIE } from '../../lib/constants';
import { concerns, type CacheInvalidation } from '../cache/invalidation';

export interface CachedPage {
  headers: Record<string, string>;
  /** The HTML with its render's script nonce replaced by NONCE_SLOT: each answer gets its own nonce. */
  body: string;
}

/** Next's own headers worth replaying (the API's security headers are set on every response anyway). No ETag: each answer's nonce differs. */
export const KEPT_HEADERS = ['content-type', 'cache-control'];
export const NONCE_SLOT = '\u0000nonce\u0000';

export interface PageCacheOptions {
  ttlMs: number;
  invalidation: CacheInvalidation;
  /**
   * What else than the address changes an anonymous visitor's page (whether their country is blocked, whether
   * they must verify their age): pages are kept apart by it.
   */
  variantOf: (request: FastifyRequest) => Promise<string>;
}

/**
 * Whole server-rendered HTML of anonymous page views, for a few seconds. Only for a GET without a token
 * cookie, keyed by everything that changes the page (host, protocol, address with its query, country
 * block, age gate; maintenance and content changes invalidate it), and only a 200 HTML answer that sets no cookie.
 * Concurrent misses of one page render it once. Dropped by the same invalidations as the read cache.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new LRUCache({
      ttl: Math.max(options.ttlMs, 1),
      maxSize: 128 * 1024 * 1024,
      sizeCalculation: (page) => page.body.length * 2,
    });
    options.invalidation.on((event) => {
      if (!concerns(event, 'public-reads')) return;
      this.generation += 1;
      this.entries.clear();
      this.rendering.clear();
    });
  }

  /**
   * Answers from the cache when it may, else lets `render` write the page (and keeps it when it may). `nonce` is
   * this answer's script nonce (the one `render` puts in the page and the Content-Security-Policy names).
   */
  async serve(request: FastifyRequest, res: ServerResponse, render: () => Promise<void>, nonce?: string): Promise<void> {
    if (!this.cacheable(request)) return render();
    let key: string;
    try {
      key = `${this.generation}|${await this.keyOf(request)}`;
    } catch {
      // What the page's variant depends on could not be read (the database is down): render it, uncached.
      return render();
    }
    const hit = this.entries.get(key);
    if (hit) return send(request, res, hit, nonce);
    const pending = this.rendering.get(key);
    if (pending) {
      const page = await pending;
      return page ? send(request, res, page, nonce) : render();
    }
    const capture = this.capture(request, res, render, nonce).finally(() => this.rendering.delete(key));
    this.rendering.set(key, capture);
    const page = await capture;
    if (page && key.startsWith(`${this.generation}|`)) this.entries.set(key, page);
  }

  private cacheable(request: FastifyRequest): boolean {
    if (this.options.ttlMs <= 0 || request.method !== 'GET') return false;
    const path = request.url.split('?')[0];
    if (path.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(path)) return false;
    return !hasTokenCookie(request.headers.cookie);
  }

  private async keyOf(request: FastifyRequest): Promise<string> {
    return [request.hostname, request.protocol, request.url, await this.options.variantOf(request)].join('|');
  }

  /** Renders uncompressed (so the bytes can be kept), passing everything through to this visitor. */
  private async capture(request: FastifyRequest, res: ServerResponse, render: () => Promise<void>, nonce: string | undefined): Promise<CachedPage | null> {
    delete request.raw.headers['accept-encoding'];
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    // Some responses implement end(chunk) through their own write(): count such a chunk once.
    let ending = false;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!ending) keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') keep(chunk, rest[0]);
      ending = true;
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
    await render();
    if (!res.writableEnded) await new Promise((resolve) => res.once('finish', resolve).once('close', resolve));
    const type = String(res.getHeader('content-type') ?? '');
    if (res.statusCode !== 200 || res.getHeader('set-cookie') || !type.startsWith('text/html')) return null;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const html = Buffer.concat(chunks).toString('utf8');
    return { headers, body: nonce ? html.replaceAll(nonce, NONCE_SLOT) : html };
  }
}

const TOKEN_IN_COOKIES = new RegExp(`(?:^|;)\\s*${TOKEN_COOKIE}=[^;\\s]`);

export function hasTokenCookie(header: string | undefined): boolean {
  return Boolean(header && TOKEN_IN_COOKIES.test(header));
}

/** Answers with a kept page: its nonce slot filled, gzipped when the client takes it. */
export function send(request: FastifyRequest, res: ServerResponse, page: CachedPage, nonce: string | undefined): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader('vary', 'Accept-Encoding');
  const html = Buffer.from(nonce ? page.body.replaceAll(NONCE_SLOT, nonce) : page.body);
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  // Level 1: about 0.4 ms for a 80 kB page, and within a few percent of level 6's size on HTML.
  const body = gzip ? gzipSync(html, { level: 1 }) : html;
  if (gzip) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.statusCode = 200;
  res.end(body);
}
