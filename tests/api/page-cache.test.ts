import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { CacheInvalidation } from '../../server/cache/invalidation';
import { PageCache } from '../../server/web/page-cache';

let app: FastifyInstance;
let invalidation: CacheInvalidation;
let renders = 0;
let blocked = false;
/** The variant cannot be read (the database is down). */
let variantFails = false;

/** A stand-in for Next's handler: a page that says how many times it was rendered. */
async function render(req: { url?: string }, res: import('node:http').ServerResponse): Promise<void> {
  renders += 1;
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (req.url?.startsWith('/sets-cookie')) res.setHeader('set-cookie', 'a=b');
  res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.write('<html><body>');
  res.end(`render ${renders} of ${req.url}${blocked ? ' blocked' : ''}</body></html>`);
}

beforeEach(async () => {
  renders = 0;
  blocked = false;
  variantFails = false;
  invalidation = new CacheInvalidation();
  const variantOf = async () => {
    if (variantFails) throw new Error('connection refused');
    return blocked ? 'blocked' : 'open';
  };
  const pages = new PageCache({ ttlMs: 60_000, invalidation, variantOf });
  app = Fastify();
  app.setNotFoundHandler(async (request, reply) => {
    reply.hijack();
    await pages.serve(request, reply.raw, () => render(request.raw, reply.raw));
  });
  await app.ready();
});
afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the anonymous page cache', () => {
  it('renders a page once for repeated and concurrent anonymous views, and serves it gzipped when asked', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/home')));
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<html><body>render 1 of /home</body></html>']));
    const zipped = await app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('<html><body>render 1 of /home</body></html>');
    expect(renders).toBe(1);
  });

  it('keeps a page per address and query', async () => {
    await get('/videos?sort=new');
    await get('/videos?sort=old');
    expect(renders).toBe(2);
  });

  it('always renders for a visitor with a token cookie', async () => {
    await get('/home');
    const mine = await get('/home', { cookie: 'theme=dark; token=abc' });
    expect(mine.body).toContain('render 2');
    expect((await get('/home', { cookie: 'token=abc' })).body).toContain('render 3');
    expect((await get('/home', { cookie: 'notatoken=1' })).body).toContain('render 1');
  });

  it('keeps no error page and no page that sets a cookie', async () => {
    await get('/missing');
    await get('/missing');
    await get('/sets-cookie');
    await get('/sets-cookie');
    expect(renders).toBe(4);
  });

  it('keeps the variants of a page apart (a blocked country from an open one)', async () => {
    expect((await get('/home')).body).not.toContain('blocked');
    blocked = true;
    expect((await get('/home')).body).toContain('blocked');
    blocked = false;
    expect((await get('/home')).body).toContain('render 1');
  });

  it('renders the page, uncached, when its variant cannot be read (an outage must not leave a visitor without an answer)', async () => {
    await get('/home');
    variantFails = true;
    const during = await get('/home');
    expect([during.statusCode, during.body]).toEqual([200, expect.stringContaining('render 2')]);
    expect((await get('/home')).body).toContain('render 3');
    variantFails = false;
    expect((await get('/home')).body).toContain('render 1');
  });

  it('forgets every page when public data changes', async () => {
    await get('/home');
    invalidation.emit({ kind: 'public-reads' });
    expect((await get('/home')).body).toContain('render 2');
  });

  it('gives each answer, cached or not, its own script nonce, and keeps no ETag (each body differs)', async () => {
    app.close();
    const pages = new PageCache({ ttlMs: 60_000, invalidation, variantOf: async () => 'open' });
    app = Fastify();
    let answers = 0;
    app.setNotFoundHandler(async (request, reply) => {
      const nonce = `nonce-of-answer-${(answers += 1)}`;
      reply.hijack();
      await pages.serve(
        request,
        reply.raw,
        async () => {
          reply.raw.setHeader('etag', '"v1"');
          reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
          reply.raw.end(`<script nonce="${nonce}" src="/a.js"></script><script nonce="${nonce}">1</script>`);
        },
        nonce,
      );
    });
    const first = await get('/home');
    const second = await get('/home', { 'if-none-match': '"v1"' });
    const third = await get('/home', { 'accept-encoding': 'gzip' });
    expect(first.body).toBe('<script nonce="nonce-of-answer-1" src="/a.js"></script><script nonce="nonce-of-answer-1">1</script>');
    expect([second.statusCode, second.body]).toEqual([
      200,
      '<script nonce="nonce-of-answer-2" src="/a.js"></script><script nonce="nonce-of-answer-2">1</script>',
    ]);
    expect(gunzipSync(third.rawPayload).toString()).toContain('nonce="nonce-of-answer-3"');
    expect(second.headers.etag).toBeUndefined();
  });
});
