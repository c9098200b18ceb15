import { createPost, listOf } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';

let t: TestApp;
const HOUR = 3600_000;
const posts: Record<string, { id: string; slug: string }> = {};
const get = (url: string) => t.request({ method: 'GET', url: `/api${url}` });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  posts.news = await createPost(db, {
    title: 'Xylo Quasarnews',
    short_description: 'Big news',
    content: '<h2>Launch</h2><p>We are live.</p>',
    image_key: 'posts/news.webp',
    published_at: ago(3),
  });
  posts.update = await createPost(db, { title: 'Xylo update', published_at: ago(1) });
  posts.terms = await createPost(db, { title: 'Xylo terms', type: 'page', published_at: ago(2) });
  posts.draft = await createPost(db, { title: 'Xylo draft', status: 'draft' });
  posts.inactive = await createPost(db, { title: 'Xylo withdrawn', status: 'inactive' });
  posts.scheduled = await createPost(db, { title: 'Xylo tomorrow', published_at: new Date(Date.now() + 24 * HOUR) });
  posts.undated = await createPost(db, { title: 'Xylo undated', published_at: null });
}, 30_000);
afterAll(() => t.close());

const search = async (query: string) => listOf<{ title: string }>(await get(`/posts/search${query}`));
const titles = (r: { data: Array<{ title: string }> }) => r.data.map((p) => p.title);

describe('GET /posts/search', () => {
  it('lists active, published posts and pages, newest first, cacheable', async () => {
    const res = await get('/posts/search?q=xylo');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(titles(res.json().data)).toEqual(['Xylo update', 'Xylo terms', 'Xylo Quasarnews']);
    expect(res.json().data.total).toBe(3);
  });

  it('hides drafts, inactive, scheduled and undated posts everywhere', async () => {
    const all = await search('?limit=200');
    for (const key of ['draft', 'inactive', 'scheduled', 'undated']) {
      expect(all.data.map((p) => p._id)).not.toContain(posts[key].id);
    }
    expect(all.total).toBe(all.data.length);
  });

  it('filters by type', async () => {
    expect(titles(await search('?q=xylo&type=page'))).toEqual(['Xylo terms']);
    expect(titles(await search('?q=xylo&type=post'))).toEqual(['Xylo update', 'Xylo Quasarnews']);
  });

  it('finds posts by the start of a word of the title', async () => {
    expect(titles(await search('?q=quasar'))).toEqual(['Xylo Quasarnews']);
    expect(titles(await search('?q=XYLO%20UPD'))).toEqual(['Xylo update']);
    expect((await search('?q=uasar')).total).toBe(0);
  });

  it('shows the post fields with the image as a public URL', async () => {
    const [news] = (await search('?q=quasar')).data;
    expect(news).toEqual({
      _id: posts.news.id,
      type: 'post',
      title: 'Xylo Quasarnews',
      slug: posts.news.slug,
      shortDescription: 'Big news',
      content: '<h2>Launch</h2><p>We are live.</p>',
      image: '/api/files/public/posts/news.webp',
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await search('?q=xylo&limit=1&offset=1');
    expect(titles(page)).toEqual(['Xylo terms']);
    expect(page.total).toBe(3);
  });

  it.each(['?type=news', '?limit=0', '?limit=201', '?offset=-1'])('answers %s with a 400', async (query) => {
    const res = await get(`/posts/search${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /posts/{id}', () => {
  it('finds a post by id or slug', async () => {
    const byId = await get(`/posts/${posts.terms.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ _id: posts.terms.id, type: 'page', title: 'Xylo terms' });
    expect((await get(`/posts/${posts.terms.slug}`)).json().data).toEqual(byId.json().data);
  });

  it('answers unknown, draft, inactive, scheduled and undated posts with a 404', async () => {
    const hidden = ['draft', 'inactive', 'scheduled', 'undated'].flatMap((k) => [posts[k].id, posts[k].slug]);
    for (const id of ['no-such-post', '00000000-0000-4000-8000-000000000000', ...hidden]) {
      const res = await get(`/posts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Post not found');
    }
  });
});
