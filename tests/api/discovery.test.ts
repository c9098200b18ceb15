import { createGallery, createPerformer, createProduct, createVideo } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

// Finding things: a performer's name finds her items, suggestions while typing, and the video filters.
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const vesna = await createPerformer(db, { name: 'Vesna Quorrel', username: 'vquorrel', likes: 5 });
  const bio = await createPerformer(db, { name: 'Mild Person', username: 'mildperson' });
  await db.updateTable('users').set({ bio: 'A big fan of Quorrel films' }).where('id', '=', bio.id).execute();
  const guest = await createPerformer(db, { name: 'Guest Star', username: 'gueststar' });
  const gone = await createPerformer(db, { name: 'Vesna Gone', username: 'vesnagone' });
  await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', gone.id).execute();

  ids.own = (await createVideo(db, { performer_id: vesna.id, title: 'Sunrise stretch', access: 'free', duration_seconds: 120, views_count: 50 })).id;
  ids.sale = (
    await createVideo(db, { performer_id: vesna.id, title: 'Harbour walk', access: 'sale', price_cents: 999, duration_seconds: 600, views_count: 10 })
  ).id;
  ids.subs = (await createVideo(db, { performer_id: vesna.id, title: 'Night shoot', access: 'subscribers', duration_seconds: 1500, views_count: 30 })).id;
  ids.joined = (await createVideo(db, { performer_id: guest.id, participantIds: [vesna.id], title: 'Duet', access: 'free', duration_seconds: 299 })).id;
  ids.draft = (await createVideo(db, { performer_id: vesna.id, title: 'Unfinished', status: 'draft' })).id;
  ids.unknownLength = (await createVideo(db, { performer_id: guest.id, title: 'Mystery clip', access: 'free', duration_seconds: null })).id;
  ids.bioVideo = (await createVideo(db, { performer_id: bio.id, title: 'Garden tour', access: 'sale', price_cents: 500, duration_seconds: 1200 })).id;
  ids.goneVideo = (await createVideo(db, { performer_id: gone.id, title: 'Old reel', access: 'free', duration_seconds: 60 })).id;
  ids.titled = (await createVideo(db, { performer_id: guest.id, title: 'Vesna river', access: 'free', duration_seconds: 30 })).id;
  ids.gallery = (await createGallery(db, { performer_id: vesna.id, title: 'Backstage', access: 'sale', price_cents: 300 })).id;
  ids.freeGallery = (await createGallery(db, { performer_id: guest.id, title: 'Guest set', access: 'free' })).id;
  ids.product = (await createProduct(db, { performer_id: vesna.id, name: 'Signed print' })).id;
}, 30_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api${url}` });
async function titles(url: string): Promise<string[]> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json().data.data.map((item: { title?: string; name?: string }) => item.title ?? item.name);
}
const sorted = (list: string[]) => [...list].sort();

describe("a performer's name in the search box", () => {
  it('finds the live videos she owns or takes part in, beside those whose own text matches', async () => {
    expect(sorted(await titles('/user/assets/videos/search?q=Vesna%20Quorrel'))).toEqual(['Duet', 'Harbour walk', 'Night shoot', 'Sunrise stretch']);
    // "vesna" alone: her videos, a title with the word, not the videos of an inactive "Vesna".
    expect(sorted(await titles('/user/assets/videos/search?q=vesna'))).toEqual(['Duet', 'Harbour walk', 'Night shoot', 'Sunrise stretch', 'Vesna river']);
  });

  it('matches by username and by prefix', async () => {
    expect(sorted(await titles('/user/assets/videos/search?q=vquor'))).toEqual(['Duet', 'Harbour walk', 'Night shoot', 'Sunrise stretch']);
  });

  it("does not match a performer's bio: only the name and the username say who made a video", async () => {
    expect(await titles('/user/assets/videos/search?q=quorrel')).not.toContain('Garden tour');
  });

  it('finds her galleries and products too, and the totals count them', async () => {
    expect(await titles('/user/assets/galleries/search?q=vesna%20quorrel')).toEqual(['Backstage']);
    expect(await titles('/user/assets/products/search?q=vesna%20quorrel')).toEqual(['Signed print']);
    const res = await get('/search/total?q=vesna%20quorrel');
    expect(res.json().data).toEqual({ performers: 1, videos: 4, galleries: 1, products: 1, total: 7 });
  });

  it('keeps to every word: a name and a word no item or name has finds nothing', async () => {
    expect(await titles('/user/assets/videos/search?q=vesna%20xylophone')).toEqual([]);
  });
});

describe('GET /search/suggestions', () => {
  it('offers performers by name and the most viewed videos the box finds', async () => {
    const res = await get('/search/suggestions?q=vesn');
    expect(res.statusCode).toBe(200);
    const { performers, videos } = res.json().data;
    expect(performers).toEqual([{ _id: expect.any(String), name: 'Vesna Quorrel', username: 'vquorrel', avatar: null }]);
    expect(videos.map((v: { title: string }) => v.title)).toEqual(['Sunrise stretch', 'Night shoot', 'Harbour walk', 'Vesna river']);
    expect(videos[0]).toEqual({ _id: ids.own, slug: expect.any(String), title: 'Sunrise stretch' });
  });

  it('is public and cacheable: the same for everyone', async () => {
    const res = await get('/search/suggestions?q=guest');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.json().data.performers.map((p: { username: string }) => p.username)).toEqual(['gueststar']);
  });

  it('answers nothing searchable with empty lists', async () => {
    expect((await get('/search/suggestions?q=%26%7C')).json().data).toEqual({ performers: [], videos: [] });
  });

  it('refuses a missing, empty or too long q with a 400 and a code', async () => {
    for (const url of ['/search/suggestions', '/search/suggestions?q=', `/search/suggestions?q=${'a'.repeat(101)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('video listing filters', () => {
  const list = '/user/assets/videos/search?q=vesna%20quorrel';

  it('filters by access: free, subscribers, for sale', async () => {
    expect(sorted(await titles(`${list}&access=free`))).toEqual(['Duet', 'Sunrise stretch']);
    expect(await titles(`${list}&access=subscribers`)).toEqual(['Night shoot']);
    expect(await titles(`${list}&access=sale`)).toEqual(['Harbour walk']);
  });

  it('filters the whole listing for sale, without a search', async () => {
    const res = await get('/user/assets/videos/search?access=sale');
    expect(res.json().data.data.every((v: { access: string; isSale: boolean }) => v.access === 'sale' && v.isSale)).toBe(true);
    expect(sorted(res.json().data.data.map((v: { title: string }) => v.title))).toEqual(['Garden tour', 'Harbour walk']);
    expect(res.json().data.total).toBe(2);
  });

  it('keeps the documented isSale filter working as before', async () => {
    expect(sorted(await titles(`${list}&isSale=true`))).toEqual(['Harbour walk']);
    expect(sorted(await titles(`${list}&isSale=false`))).toEqual(['Duet', 'Night shoot', 'Sunrise stretch']);
  });

  it('filters by length: under 5 minutes, 5 to 20, over 20 (a video of unknown length is in none)', async () => {
    const all = '/user/assets/videos/search?limit=50';
    expect(sorted(await titles(`${all}&duration=short`))).toEqual(['Duet', 'Old reel', 'Sunrise stretch', 'Vesna river']);
    expect(sorted(await titles(`${all}&duration=medium`))).toEqual(['Harbour walk']);
    expect(sorted(await titles(`${all}&duration=long`))).toEqual(['Garden tour', 'Night shoot']);
  });

  it('combines filters with the search, the sort and the paging', async () => {
    const res = await get(`${list}&access=free&duration=short&sortBy=mostViewed&limit=1&offset=1`);
    expect(res.json().data).toMatchObject({ total: 2, data: [{ title: 'Duet' }] });
  });

  it('filters galleries by access too', async () => {
    expect(await titles('/user/assets/galleries/search?access=sale')).toEqual(['Backstage']);
    expect(await titles('/user/assets/galleries/search?access=free')).toEqual(['Guest set']);
  });

  it('refuses an unknown access or length with a 400 that names the field', async () => {
    for (const query of ['access=paid', 'duration=forever', 'access=', 'duration=5']) {
      const res = await get(`/user/assets/videos/search?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(/access|duration/);
    }
  });
});
