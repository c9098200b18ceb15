import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheInvalidation } from '../../server/cache/invalidation';
import type { PrivateUserDto } from '../../server/modules/users/presenter';
import { ViewerPages, type RenderedPage } from '../../server/web/viewer-pages';

// Shared signed-in pages (server/web/viewer-pages.ts) over a stand-in for Next: a page rendered by React with the
// stand-in user in its markup and in the JSON that hydrates it, as Next writes both.

const user = (over: Partial<PrivateUserDto>): PrivateUserDto => ({
  _id: 'id-1',
  name: 'Demo Fan',
  username: 'demo',
  email: 'demo@example.test',
  avatar: null,
  cover: null,
  gender: null,
  country: null,
  bio: null,
  isPerformer: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  roles: ['user'],
  verifiedEmail: true,
  verifymyage_verified: false,
  status: 'active',
  ...over,
});

const viewers: Record<string, PrivateUserDto> = {
  'token-a': user({ _id: 'id-a', name: 'Ann <b>"&\'</b> \u2028 Lee', username: 'ann' }),
  'token-b': user({ _id: 'id-b', name: 'Bo', username: 'bo', avatar: '/api/files/public/avatars/bo.webp' }),
  'token-c': user({ _id: 'id-c', name: 'Cy', username: 'cy', avatar: '/api/files/public/avatars/cy.webp' }),
  'token-p': user({ _id: 'id-p', name: 'Pat', username: 'pat', roles: ['performer', 'user'], isPerformer: true }),
};

/** What a page does with its viewer, by address. */
const PAGES: Record<string, (viewer: PrivateUserDto) => ReturnType<typeof createElement>> = {
  '/feed': (v) =>
    createElement(
      'header',
      { title: `Signed in as ${v.name}` },
      v.avatar ? createElement('img', { src: v.avatar }) : null,
      v.name,
      v.isPerformer ? ' (creator)' : '',
    ),
  // Shows an initial: more than the text itself, so it must not be shared.
  '/messages': (v) => createElement('span', null, v.name.slice(0, 1)),
};

let renders = 0;
let nonceOfRender = 'nonce-0';

function renderPage(url: string, viewer: PrivateUserDto): RenderedPage {
  renders += 1;
  const data = JSON.stringify({ props: { initialState: { user: { current: viewer } } } }).replace(
    /[&<>\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const body = `<html><head><script nonce="${nonceOfRender}"></script></head><body>${renderToString(PAGES[url](viewer))}<script id="__NEXT_DATA__" type="application/json">${data}</script></body></html>`;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' };
  return { statusCode: 200, headers, body };
}

let app: FastifyInstance;
let invalidation: CacheInvalidation;

beforeEach(async () => {
  renders = 0;
  invalidation = new CacheInvalidation();
  const pages = new ViewerPages({
    ttlMs: 60_000,
    invalidation,
    variantOf: async () => 'open',
    viewerOf: async (token) => viewers[token] ?? null,
    renderAs: async (request, standIn) => renderPage(request.url.split('?')[0], standIn),
  });
  app = Fastify();
  app.setNotFoundHandler(async (request, reply) => {
    reply.hijack();
    nonceOfRender = `nonce-${Math.random().toString(36).slice(2)}`;
    if (await pages.serve(request, reply.raw, nonceOfRender)) return;
    // What main.ts does next: render for this viewer alone (here the anonymous stand-in says so).
    reply.raw.end('rendered alone');
  });
  await app.ready();
});
afterEach(() => app.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { cookie: `theme=dark; token=${token}` } : {}) } });

/** The page as one viewer's own render would be, with that answer's nonce. */
const ownRender = (url: string, token: string, nonce: string) => {
  const saved = nonceOfRender;
  nonceOfRender = nonce;
  const page = renderPage(url, viewers[token]).body;
  nonceOfRender = saved;
  renders -= 1;
  return page;
};
const nonceIn = (body: string) => /nonce="([^"]+)"/.exec(body)![1];

describe('signed-in pages rendered once for every viewer of the same shape', () => {
  it('answers each viewer with exactly their own render: texts escaped in the markup and in the JSON, and their own nonce', async () => {
    const ann = await get('/feed', 'token-a');
    const bo = await get('/feed', 'token-b');
    const cy = await get('/feed', 'token-c');
    expect(ann.body).toBe(ownRender('/feed', 'token-a', nonceIn(ann.body)));
    expect(bo.body).toBe(ownRender('/feed', 'token-b', nonceIn(bo.body)));
    expect(cy.body).toBe(ownRender('/feed', 'token-c', nonceIn(cy.body)));
    expect(nonceIn(bo.body)).not.toBe(nonceIn(cy.body));
    expect(ann.body).toContain('Ann &lt;b&gt;&quot;&amp;&#x27;&lt;/b&gt;');
    // Two shapes (no picture; a picture): two placeholder renders each, and Cy shares Bo's page.
    expect(renders).toBe(4);
    expect(ann.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a creator apart from a fan (roles are the shape, not a text)', async () => {
    const pat = await get('/feed', 'token-p');
    expect(pat.body).toBe(ownRender('/feed', 'token-p', nonceIn(pat.body)));
    expect(pat.body).toContain('(creator)');
    expect((await get('/feed', 'token-a')).body).not.toContain('(creator)');
    expect(renders).toBe(4);
  });

  it('gzips for a client that takes it', async () => {
    const zipped = await get('/feed', 'token-b', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('>Bo<');
  });

  it('renders per viewer a page that does more with a text than show it, and remembers that it does', async () => {
    expect((await get('/messages', 'token-b')).body).toBe('rendered alone');
    expect((await get('/messages', 'token-c')).body).toBe('rendered alone');
    expect(renders).toBe(2);
  });

  it('leaves alone a visitor, a token with no live session, and a page not in the list', async () => {
    expect((await get('/feed')).body).toBe('rendered alone');
    expect((await get('/feed', 'revoked')).body).toBe('rendered alone');
    expect((await get('/videos', 'token-a')).body).toBe('rendered alone');
    expect(renders).toBe(0);
  });

  it('forgets its pages when public data changes', async () => {
    await get('/feed', 'token-a');
    invalidation.emit({ kind: 'public-reads' });
    await get('/feed', 'token-a');
    expect(renders).toBe(4);
  });
});
