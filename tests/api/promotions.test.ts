import { createPromotion, listOf } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';

let t: TestApp;
const HOUR = 3600_000;
const ids: Record<string, string> = {};
const POSITION = 'zz-test';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR);
  const promo = async (key: string, values: Omit<Parameters<typeof createPromotion>[1], 'kind'>, kind: 'promo' | 'banner' = 'promo') => {
    ids[key] = (await createPromotion(db, { kind, title: `Promo ${key}`, position: POSITION, ...values })).id;
  };
  await promo('second', { ordering: 2 });
  await promo('first', {
    ordering: 1,
    description: 'Half price this week',
    image_key: 'promos/first.webp',
    link_url: 'https://example.org/sale',
    cta_label: 'Shop the sale',
    audience: 'members',
  });
  await promo('window', { ordering: 3, starts_at: at(-1), ends_at: at(1) });
  await promo('expired', { ordering: 0, ends_at: at(-1) });
  await promo('future', { ordering: 0, starts_at: at(1) });
  await promo('inactive', { ordering: 0, status: 'inactive' });
  await promo('elsewhere', { ordering: 0, position: 'zz-other' });
  await promo('banner', { ordering: 5 }, 'banner');
  await promo('banner0', { ordering: 4 }, 'banner');
  await promo('oldBanner', { ordering: 0, ends_at: at(-2) }, 'banner');
}, 30_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api${url}` });
const list = async (url: string) => listOf(await get(url));
const idsOf = (r: { data: Array<{ _id: string }> }) => r.data.map((p) => p._id);

describe('GET /site-promo/search', () => {
  it('lists running, active promos of a position by ordering, cacheable', async () => {
    const res = await get(`/site-promo/search?position=${POSITION}`);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(idsOf(res.json().data)).toEqual([ids.first, ids.second, ids.window]);
    expect(res.json().data.total).toBe(3);
  });

  it('shows the promo fields with the image as a public URL', async () => {
    const [first] = (await list(`/site-promo/search?position=${POSITION}`)).data;
    expect(first).toEqual({
      _id: ids.first,
      title: 'Promo first',
      description: 'Half price this week',
      image: '/api/files/public/promos/first.webp',
      link: 'https://example.org/sale',
      cta: 'Shop the sale',
      audience: 'members',
      position: POSITION,
      ordering: 1,
    });
  });

  it('is for everyone, with no button, unless told otherwise', async () => {
    const second = (await list(`/site-promo/search?position=${POSITION}`)).data.find((p) => p._id === ids.second);
    expect(second).toMatchObject({ cta: null, audience: 'everyone' });
  });

  it('refuses an audience it does not know', async () => {
    await expect(createPromotion(t.db, { kind: 'promo', audience: 'robots' as never })).rejects.toThrow(/promotions_audience_check/);
  });

  it('covers every position when none is given, never expired, future, inactive or banner items', async () => {
    const all = await list('/site-promo/search?limit=200');
    expect(idsOf(all)).toEqual(expect.arrayContaining([ids.first, ids.second, ids.window, ids.elsewhere]));
    for (const key of ['expired', 'future', 'inactive', 'banner', 'banner0', 'oldBanner']) expect(idsOf(all)).not.toContain(ids[key]);
    expect(all.total).toBe(all.data.length);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await list(`/site-promo/search?position=${POSITION}&limit=1&offset=1`);
    expect(idsOf(page)).toEqual([ids.second]);
    expect(page.total).toBe(3);
  });

  it.each(['?limit=0', '?limit=201', '?offset=-1', `?position=${'x'.repeat(51)}`])('answers %s with a 400', async (query) => {
    expect((await get(`/site-promo/search${query}`)).statusCode).toBe(400);
  });
});

describe('GET /banners/search', () => {
  it('lists running, active banners only, by ordering', async () => {
    const r = await list(`/banners/search?position=${POSITION}`);
    expect(idsOf(r)).toEqual([ids.banner0, ids.banner]);
    expect(r.total).toBe(2);
    const all = await list('/banners/search?limit=200');
    expect(idsOf(all)).not.toContain(ids.first);
    expect(idsOf(all)).not.toContain(ids.oldBanner);
  });

  it('answers bad paging with a 400', async () => {
    expect((await get('/banners/search?limit=abc')).statusCode).toBe(400);
  });
});
