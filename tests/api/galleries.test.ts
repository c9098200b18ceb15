import { addToCategories, createCategory, createGallery, createPerformer, createPhoto, createUser, purchase, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const g: Record<string, string> = {};
const cat: Record<string, string> = {};
let aria: { id: string; username: string };
let blake: { id: string; username: string };
const HOUR = 3600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Card = { _id: string; title: string } & Record<string, unknown>;
type Photo = { _id: string; galleryId: string; title: string | null; thumbnail: string | null; url: string | null; ordering: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  aria = await createPerformer(db, { name: 'Aria Stone' });
  blake = await createPerformer(db, { name: 'Blake River' });
  cat.beach = (await createCategory(db, 'gallery', 'Beach shots')).id;
  cat.studio = (await createCategory(db, 'gallery', 'Studio shots')).id;

  const beach = await createGallery(db, {
    performer_id: aria.id,
    title: 'Beach days',
    tags: ['beach', 'summer'],
    published_at: hoursAgo(5),
    likes_count: 3,
    views_count: 100,
    cover_key: 'covers/beach.webp',
    photos_count: 3,
  });
  const portraits = await createGallery(db, {
    performer_id: aria.id,
    title: 'Studio portraits',
    description: 'Soft light at dawn',
    tags: ['studio'],
    access: 'subscribers',
    published_at: hoursAgo(4),
    likes_count: 9,
    views_count: 5,
    photos_count: 2,
  });
  const collector = await createGallery(db, {
    performer_id: blake.id,
    title: 'Collector set',
    tags: ['exclusive'],
    access: 'sale',
    price_cents: 2499,
    published_at: hoursAgo(3),
    likes_count: 1,
    views_count: 50,
    photos_count: 2,
  });
  const waves = await createGallery(db, {
    performer_id: blake.id,
    title: 'Waves at night',
    tags: ['beach'],
    published_at: hoursAgo(2),
    likes_count: 5,
    views_count: 7,
    photos_count: 1,
  });
  const draft = await createGallery(db, { performer_id: aria.id, title: 'Unfinished draft', status: 'draft', published_at: null });
  const inactive = await createGallery(db, { performer_id: aria.id, title: 'Taken down', status: 'inactive' });
  const scheduled = await createGallery(db, { performer_id: blake.id, title: 'Coming tomorrow', published_at: new Date(Date.now() + 24 * HOUR) });
  Object.assign(g, {
    beach: beach.id,
    portraits: portraits.id,
    collector: collector.id,
    waves: waves.id,
    draft: draft.id,
    inactive: inactive.id,
    scheduled: scheduled.id,
  });
  await addToCategories(db, 'gallery', beach.id, [cat.beach]);
  await addToCategories(db, 'gallery', waves.id, [cat.beach]);
  await addToCategories(db, 'gallery', collector.id, [cat.studio]);
  await addToCategories(db, 'gallery', draft.id, [cat.beach]);
  await addToCategories(db, 'gallery', scheduled.id, [cat.beach]);

  const photo = (gallery: { id: string; performer_id: string }, name: string, ordering: number, createdHoursAgo: number) =>
    createPhoto(db, {
      gallery_id: gallery.id,
      performer_id: gallery.performer_id,
      title: name,
      file_key: `photos/${name}.jpg`,
      thumb_key: `photos/${name}-thumb.webp`,
      blur_key: `photo-previews/${name}.webp`,
      ordering,
      created_at: hoursAgo(createdHoursAgo),
    });
  await photo(beach, 'beach-2', 2, 10);
  await photo(beach, 'beach-1', 1, 11);
  await photo(beach, 'beach-3', 3, 12);
  await photo(portraits, 'portrait-1', 1, 9);
  await photo(portraits, 'portrait-2', 2, 8);
  await photo(collector, 'collector-2', 2, 7);
  await photo(collector, 'collector-1', 1, 6);
  await photo(waves, 'waves-1', 1, 5);
  await photo(draft, 'draft-1', 1, 1);
  await photo(scheduled, 'scheduled-1', 1, 1);
}, 30_000);
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api${url}`, token });
async function listOf<T = Card>(url: string, token?: string): Promise<{ data: T[]; total: number }> {
  const res = await get(url, token);
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe(0);
  return res.json().data;
}
const titlesOf = async (query: string) => (await listOf(`/user/assets/galleries/search${query}`)).data.map((c) => c.title);
const loginAs = (user: { username: string }) => t.login(user.username, 'test-password');
async function newFan() {
  const user = await createUser(t.db);
  return { ...user, token: await loginAs(user) };
}

describe('GET /user/assets/galleries/search', () => {
  it('shows live galleries only, newest first, with the total', async () => {
    const page = await listOf('/user/assets/galleries/search');
    expect(page.data.map((c) => c.title)).toEqual(['Waves at night', 'Collector set', 'Studio portraits', 'Beach days']);
    expect(page.total).toBe(4);
  });

  it('sorts by oldest, popular (likes) and mostViewed', async () => {
    expect(await titlesOf('?sortBy=oldest')).toEqual(['Beach days', 'Studio portraits', 'Collector set', 'Waves at night']);
    expect(await titlesOf('?sortBy=popular')).toEqual(['Studio portraits', 'Waves at night', 'Beach days', 'Collector set']);
    expect(await titlesOf('?sortBy=mostViewed')).toEqual(['Beach days', 'Collector set', 'Waves at night', 'Studio portraits']);
  });

  it('pages with limit and offset', async () => {
    const page = await listOf('/user/assets/galleries/search?limit=3&offset=2');
    expect(page.data.map((c) => c.title)).toEqual(['Studio portraits', 'Beach days']);
    expect(page.total).toBe(4);
  });

  it('filters by performer, category, tags, sale and an excluded id', async () => {
    expect(await titlesOf(`?performerId=${aria.id}`)).toEqual(['Studio portraits', 'Beach days']);
    expect(await titlesOf(`?categoryId=${cat.beach}`)).toEqual(['Waves at night', 'Beach days']);
    expect(await titlesOf('?tags=exclusive&tags=studio')).toEqual(['Collector set', 'Studio portraits']);
    expect(await titlesOf('?isSale=true')).toEqual(['Collector set']);
    expect(await titlesOf('?isSale=false')).toEqual(['Waves at night', 'Studio portraits', 'Beach days']);
    expect(await titlesOf(`?categoryId=${cat.beach}&excludedId=${g.waves}`)).toEqual(['Beach days']);
  });

  it('searches title, tags and description by word prefixes', async () => {
    expect(await titlesOf('?q=portr')).toEqual(['Studio portraits']);
    expect(await titlesOf('?q=dawn')).toEqual(['Studio portraits']);
    expect(await titlesOf('?q=beach')).toEqual(['Waves at night', 'Beach days']);
    expect(await titlesOf('?q=zzzunknown')).toEqual([]);
  });

  it('shows card fields: access, price, cover, photo count, performer, categories, stats', async () => {
    const cards = (await listOf('/user/assets/galleries/search')).data;
    const collector = cards.find((c) => c._id === g.collector)!;
    expect(collector).toMatchObject({
      access: 'sale',
      isSale: true,
      price: 2499,
      status: 'active',
      cover: null,
      photosCount: 2,
      performer: { _id: blake.id, name: 'Blake River', username: blake.username },
      categories: [{ _id: cat.studio, name: 'Studio shots', slug: 'studio-shots' }],
      stats: { views: 50, likes: 1, favourites: 0, comments: 0 },
    });
    expect(typeof collector.publishedAt).toBe('string');
    expect(cards.find((c) => c._id === g.beach)).toMatchObject({ cover: '/api/files/public/covers/beach.webp', isSale: false, price: 0 });
  });

  it('never puts a full-size photo in a card', async () => {
    const res = await get('/user/assets/galleries/search?limit=200');
    expect(res.body).not.toMatch(/photos\/[a-z0-9-]+\.jpg/);
  });

  it.each([
    ['sortBy=latest', 'sortBy'],
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['performerId=aria', 'performerId'],
    ['categoryId=beach', 'categoryId'],
    ['isSale=sometimes', 'isSale'],
  ])('refuses ?%s with a 400', async (query) => {
    const res = await get(`/user/assets/galleries/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /user/assets/galleries/{id}/view', () => {
  const view = async (id: string, token?: string) => {
    const res = await get(`/user/assets/galleries/${id}/view`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('finds a gallery by id or slug', async () => {
    const first = await view(g.waves);
    const second = await view(first.slug);
    expect(second._id).toBe(g.waves);
  });

  it('answers unknown, draft, inactive and scheduled galleries with a 404', async () => {
    for (const id of ['no-such-gallery', NO_SUCH_ID, g.draft, g.inactive, g.scheduled]) {
      const res = await get(`/user/assets/galleries/${id}/view`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Gallery not found');
    }
  });

  it('opens free galleries to everyone and locks subscriber galleries for visitors', async () => {
    expect(await view(g.beach)).toMatchObject({ canView: true, accessReason: 'free', isBought: false, isSubscribed: false });
    expect(await view(g.portraits)).toMatchObject({ canView: false, accessReason: 'locked' });
  });

  it('unlocks subscriber galleries with a live subscription, sale galleries only by buying', async () => {
    const fan = await newFan();
    expect(await view(g.portraits, fan.token)).toMatchObject({ canView: false, accessReason: 'locked' });
    await subscribe(t.db, fan.id, aria.id);
    expect(await view(g.portraits, fan.token)).toMatchObject({ canView: true, accessReason: 'subscribed', isSubscribed: true });
    await subscribe(t.db, fan.id, blake.id);
    expect(await view(g.collector, fan.token)).toMatchObject({ canView: false, isSubscribed: true, isBought: false });
    await purchase(t.db, fan.id, 'gallery', g.collector);
    expect(await view(g.collector, fan.token)).toMatchObject({ canView: true, accessReason: 'bought', isBought: true });
  });

  it('lets the performer open their own sale gallery', async () => {
    expect(await view(g.collector, await loginAs(blake))).toMatchObject({ canView: true, accessReason: 'owner' });
  });
});

describe('GET /user/assets/galleries/{id}/related', () => {
  it('lists live galleries of the same performer or sharing a category, not the gallery itself', async () => {
    const related = await listOf(`/user/assets/galleries/${g.waves}/related`);
    expect(related.data.map((c) => c._id)).toEqual([g.collector, g.beach]);
    expect(related.total).toBe(2);
  });

  it('takes a limit of at most 50', async () => {
    expect((await listOf(`/user/assets/galleries/${g.waves}/related?limit=1`)).data).toHaveLength(1);
    expect((await get(`/user/assets/galleries/${g.waves}/related?limit=51`)).statusCode).toBe(400);
  });

  it('answers a gallery that is not live with a 404', async () => {
    expect((await get(`/user/assets/galleries/${g.draft}/related`)).statusCode).toBe(404);
  });
});

describe('GET /user/assets/gallery/{id}/photos', () => {
  const photosOf = (id: string, token?: string, query = '') => listOf<Photo>(`/user/assets/gallery/${id}/photos${query}`, token);

  it("lists only that gallery's photos, in the gallery's order, with thumbnails and signed links when free", async () => {
    const page = await photosOf(g.beach);
    expect(page.total).toBe(3);
    expect(page.data.map((p) => p.title)).toEqual(['beach-1', 'beach-2', 'beach-3']);
    expect(page.data.every((p) => p.galleryId === g.beach)).toBe(true);
    expect(page.data[0]).toMatchObject({ ordering: 1, width: 1200, height: 800 });
    expect(page.data[0].thumbnail).toMatch(/^\/api\/files\/protected\/photos\/beach-1-thumb\.webp\?expires=\d+&signature=/);
    expect(page.data[0].url).toMatch(/^\/api\/files\/protected\/photos\/beach-1\.jpg\?expires=\d+&signature=/);
  });

  it('pages the photos', async () => {
    const page = await photosOf(g.beach, undefined, '?limit=1&offset=1');
    expect(page.data.map((p) => p.title)).toEqual(['beach-2']);
    expect(page.total).toBe(3);
  });

  it('accepts the gallery slug', async () => {
    const slug = (await t.db.selectFrom('galleries').select('slug').where('id', '=', g.beach).executeTakeFirstOrThrow()).slug;
    expect((await photosOf(slug)).total).toBe(3);
  });

  it('shows a locked gallery as the blurred previews made on the server: no thumbnail, no full-size link', async () => {
    const locked = await get(`/user/assets/gallery/${g.portraits}/photos`);
    const photos = locked.json().data.data as Photo[];
    expect(photos.map((p) => p.thumbnail)).toEqual(['/api/files/public/photo-previews/portrait-1.webp', '/api/files/public/photo-previews/portrait-2.webp']);
    expect(photos.every((p) => p.url === null)).toBe(true);
    expect(locked.body).not.toContain('portrait-1.jpg');
    expect(locked.body).not.toContain('portrait-1-thumb');
  });

  it('gives full-size links to subscribers, buyers and the owner', async () => {
    const subscriber = await newFan();
    await subscribe(t.db, subscriber.id, null);
    expect((await photosOf(g.portraits, subscriber.token)).data.every((p) => p.url?.includes('signature='))).toBe(true);
    expect((await photosOf(g.collector, subscriber.token)).data.every((p) => p.url === null)).toBe(true);

    const buyer = await newFan();
    await purchase(t.db, buyer.id, 'gallery', g.collector);
    expect((await photosOf(g.collector, buyer.token)).data.every((p) => p.url?.includes('signature='))).toBe(true);

    const owner = await loginAs(aria);
    expect((await photosOf(g.portraits, owner)).data.every((p) => p.url !== null)).toBe(true);
  });

  it('answers unknown and unpublished galleries with a 404', async () => {
    for (const id of [NO_SUCH_ID, 'no-such-gallery', g.draft, g.inactive, g.scheduled]) {
      const res = await get(`/user/assets/gallery/${id}/photos`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Gallery not found');
    }
  });

  it('refuses a bad limit with a 400', async () => {
    expect((await get(`/user/assets/gallery/${g.beach}/photos?limit=0`)).statusCode).toBe(400);
  });
});

describe('GET /user/assets/photos', () => {
  it('lists photos of live galleries only, newest first', async () => {
    const page = await listOf<Photo>('/user/assets/photos?limit=200');
    expect(page.total).toBe(8);
    expect(page.data.map((p) => p.title)).toEqual(['waves-1', 'collector-1', 'collector-2', 'portrait-2', 'portrait-1', 'beach-2', 'beach-1', 'beach-3']);
  });

  it('filters by gallery (in the gallery order) and by performer, and pages', async () => {
    const inGallery = await listOf<Photo>(`/user/assets/photos?galleryId=${g.collector}`);
    expect(inGallery.data.map((p) => p.title)).toEqual(['collector-1', 'collector-2']);
    const byAria = await listOf<Photo>(`/user/assets/photos?performerId=${aria.id}&limit=2&offset=1`);
    expect(byAria.total).toBe(5);
    expect(byAria.data.map((p) => p.title)).toEqual(['portrait-1', 'beach-2']);
    expect((await listOf<Photo>(`/user/assets/photos?galleryId=${g.draft}`)).total).toBe(0);
  });

  it('decides the full-size link per gallery for the viewer', async () => {
    const urls = async (token?: string) =>
      Object.fromEntries((await listOf<Photo>('/user/assets/photos?limit=200', token)).data.map((p) => [p.title, p.url !== null]));
    expect(await urls()).toMatchObject({ 'beach-1': true, 'waves-1': true, 'portrait-1': false, 'collector-1': false });

    const fan = await newFan();
    await subscribe(t.db, fan.id, aria.id);
    await subscribe(t.db, fan.id, blake.id);
    expect(await urls(fan.token)).toMatchObject({ 'beach-1': true, 'portrait-1': true, 'portrait-2': true, 'collector-1': false });
    await purchase(t.db, fan.id, 'gallery', g.collector);
    expect(await urls(fan.token)).toMatchObject({ 'portrait-1': true, 'collector-1': true, 'collector-2': true });

    expect(await urls(await loginAs(blake))).toMatchObject({ 'collector-1': true, 'portrait-1': false });

    const siteWide = await newFan();
    await subscribe(t.db, siteWide.id, null);
    expect(await urls(siteWide.token)).toMatchObject({ 'portrait-1': true, 'collector-1': false });
    const lapsed = await newFan();
    await subscribe(t.db, lapsed.id, aria.id, hoursAgo(1));
    expect(await urls(lapsed.token)).toMatchObject({ 'portrait-1': false });
  });

  it('refuses malformed filters with a 400', async () => {
    for (const query of ['galleryId=beach', 'performerId=aria', 'limit=201', 'offset=-1']) {
      expect((await get(`/user/assets/photos?${query}`)).statusCode).toBe(400);
    }
  });
});
