import { createCategory, createPerformer, createUser, createVideo, purchase, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ids: Record<string, string> = {};
let performerA: { id: string; username: string };
let performerB: { id: string; username: string };
let fan: { id: string; username: string };
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  performerA = await createPerformer(db, { name: 'Aria Stone' });
  performerB = await createPerformer(db, { name: 'Blake River' });
  fan = await createUser(db);
  const beach = await createCategory(db, 'video', 'Beach');
  const studio = await createCategory(db, 'video', 'Studio');
  ids.beach = beach.id;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  ids.sunset = (
    await createVideo(db, {
      performer_id: performerA.id,
      title: 'Sunset swim',
      tags: ['beach', 'summer'],
      published_at: at(5),
      likes_count: 3,
      views_count: 100,
      categoryIds: [beach.id],
    })
  ).id;
  ids.morning = (
    await createVideo(db, {
      performer_id: performerA.id,
      title: 'Morning yoga routine',
      description: 'Stretching at dawn',
      tags: ['yoga'],
      published_at: at(4),
      likes_count: 9,
      views_count: 5,
      access: 'subscribers',
    })
  ).id;
  ids.duet = (
    await createVideo(db, {
      performer_id: performerB.id,
      title: 'Studio duet',
      tags: ['studio'],
      published_at: at(3),
      likes_count: 1,
      views_count: 50,
      access: 'sale',
      price_cents: 1299,
      categoryIds: [studio.id],
      participantIds: [performerA.id],
    })
  ).id;
  ids.waves = (
    await createVideo(db, {
      performer_id: performerB.id,
      title: 'Waves at night',
      tags: ['beach'],
      published_at: at(2),
      likes_count: 5,
      views_count: 7,
      categoryIds: [beach.id],
    })
  ).id;
  ids.draft = (await createVideo(db, { performer_id: performerA.id, title: 'Unfinished draft', status: 'draft' })).id;
  ids.inactive = (await createVideo(db, { performer_id: performerA.id, title: 'Taken down', status: 'inactive' })).id;
  ids.scheduled = (await createVideo(db, { performer_id: performerA.id, title: 'Coming tomorrow', published_at: new Date(Date.now() + 24 * HOUR) })).id;
});
afterAll(() => t.close());

const search = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/user/assets/videos/search${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Array<{ _id: string; title: string } & Record<string, unknown>>; total: number };
};
const titles = (r: { data: Array<{ title: string }> }) => r.data.map((v) => v.title);

describe('GET /user/assets/videos/search', () => {
  it('lists live videos newest first, hiding drafts, inactive and scheduled ones', async () => {
    const r = await search();
    expect(titles(r)).toEqual(['Waves at night', 'Studio duet', 'Morning yoga routine', 'Sunset swim']);
    expect(r.total).toBe(4);
  });

  it('sorts oldest, popular (likes) and mostViewed', async () => {
    expect(titles(await search('?sortBy=oldest'))[0]).toBe('Sunset swim');
    expect(titles(await search('?sortBy=popular'))).toEqual(['Morning yoga routine', 'Waves at night', 'Sunset swim', 'Studio duet']);
    expect(titles(await search('?sortBy=mostViewed'))[0]).toBe('Sunset swim');
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await search('?limit=2&offset=2');
    expect(titles(page)).toEqual(['Morning yoga routine', 'Sunset swim']);
    expect(page.total).toBe(4);
  });

  it('filters by performer (owner or participant), category, tags, sale and an excluded id', async () => {
    expect(titles(await search(`?performerId=${performerA.id}`))).toEqual(['Studio duet', 'Morning yoga routine', 'Sunset swim']);
    expect(titles(await search(`?categoryId=${ids.beach}`))).toEqual(['Waves at night', 'Sunset swim']);
    expect(titles(await search('?tags=yoga&tags=studio'))).toEqual(['Studio duet', 'Morning yoga routine']);
    expect(titles(await search('?isSale=true'))).toEqual(['Studio duet']);
    expect((await search('?isSale=false')).total).toBe(3);
    expect(titles(await search(`?categoryId=${ids.beach}&excludedId=${ids.waves}`))).toEqual(['Sunset swim']);
  });

  it('finds videos by words of the title, tags or description, as prefixes', async () => {
    expect(titles(await search('?q=yog'))).toEqual(['Morning yoga routine']);
    expect(titles(await search('?q=dawn'))).toEqual(['Morning yoga routine']);
    expect(titles(await search('?q=beach'))).toEqual(['Waves at night', 'Sunset swim']);
    expect((await search('?q=nothing-like-this')).total).toBe(0);
    expect((await search('?q=%26%7C!')).total).toBe(0);
  });

  it('shows the card fields: performer, participants, categories, price, stats, thumbnail URL', async () => {
    const duet = (await search('?q=duet')).data[0];
    expect(duet).toMatchObject({
      access: 'sale',
      isSale: true,
      price: 1299,
      performer: { _id: performerB.id, name: 'Blake River' },
      categories: [{ name: 'Studio', slug: 'studio' }],
      stats: { views: 50, likes: 1, favourites: 0, comments: 0 },
      thumbnail: '/api/files/public/thumbs/test.webp',
    });
    expect((duet.performers as Array<{ name: string }>).map((p) => p.name)).toEqual(['Blake River', 'Aria Stone']);
    expect(JSON.stringify(duet)).not.toContain('videos/test.mp4');
  });

  it.each(['?sortBy=random', '?limit=0', '?limit=201', '?performerId=not-a-uuid', '?isSale=maybe'])('answers %s with a 400', async (query) => {
    const res = await t.request({ method: 'GET', url: `/api/user/assets/videos/search${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /user/assets/videos/{id}', () => {
  const detail = (id: string, token?: string) => t.request({ method: 'GET', url: `/api/user/assets/videos/${id}`, token });

  it('finds a video by id or slug', async () => {
    const first = (await detail(ids.waves)).json().data;
    const second = (await detail(first.slug)).json().data;
    expect(second._id).toBe(ids.waves);
  });

  it('answers unknown, draft, inactive and scheduled videos with a 404', async () => {
    for (const id of ['no-such-slug', '00000000-0000-4000-8000-000000000000', ids.draft, ids.inactive, ids.scheduled]) {
      const res = await detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Video not found');
    }
  });

  it('gives everyone a signed link to a free video', async () => {
    const v = (await detail(ids.sunset)).json().data;
    expect(v).toMatchObject({ canView: true, accessReason: 'free' });
    expect(v.video.url).toMatch(/^\/api\/files\/protected\/videos\/test\.mp4\?expires=\d+&signature=/);
  });

  it('locks subscriber content until the viewer subscribes to the performer or the site', async () => {
    const anon = (await detail(ids.morning)).json().data;
    expect(anon).toMatchObject({ canView: false, accessReason: 'locked', video: null });
    const viewer = await createUser(t.db);
    const token = await t.login(viewer.username, 'test-password');
    expect((await detail(ids.morning, token)).json().data.canView).toBe(false);
    await subscribe(t.db, viewer.id, performerA.id, new Date(Date.now() - HOUR));
    expect((await detail(ids.morning, token)).json().data.canView).toBe(false);
    await subscribe(t.db, viewer.id, performerA.id);
    expect((await detail(ids.morning, token)).json().data).toMatchObject({ canView: true, accessReason: 'subscribed', isSubscribed: true });
    const siteWide = await createUser(t.db);
    await subscribe(t.db, siteWide.id, null);
    const siteToken = await t.login(siteWide.username, 'test-password');
    expect((await detail(ids.morning, siteToken)).json().data.accessReason).toBe('subscribed');
  });

  it('sells a video for sale: a subscription does not unlock it, buying does', async () => {
    await subscribe(t.db, fan.id, performerB.id);
    const token = await t.login(fan.username, 'test-password');
    const before = (await detail(ids.duet, token)).json().data;
    expect(before).toMatchObject({ canView: false, isSubscribed: true, isBought: false, video: null, price: 1299 });
    expect(JSON.stringify(before)).not.toContain('videos/test.mp4');
    await purchase(t.db, fan.id, 'video', ids.duet);
    const after = (await detail(ids.duet, token)).json().data;
    expect(after).toMatchObject({ canView: true, accessReason: 'bought', isBought: true });
    expect(after.video.url).toContain('signature=');
  });

  it("prices a subscriber video's subscription: the cheapest active monthly package of its performer or the site", async () => {
    const performer = await createPerformer(t.db, { name: 'Cleo Marsh' });
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Harbour lights', access: 'subscribers' });
    const packages = (rows: Array<{ performer_id: string | null; price_cents: number; period_days: number; active?: boolean }>) =>
      t.db
        .insertInto('subscription_packages')
        .values(rows.map((row, i) => ({ name: `Package ${i}`, ...row })))
        .execute();
    expect((await detail(video.id)).json().data.subscriptionPrice).toBeNull();
    await packages([
      { performer_id: performer.id, price_cents: 899, period_days: 30 },
      { performer_id: performer.id, price_cents: 199, period_days: 30, active: false },
      { performer_id: performer.id, price_cents: 499, period_days: 7 },
      { performer_id: performer.id, price_cents: 8990, period_days: 365 },
      { performer_id: performerB.id, price_cents: 99, period_days: 30 },
    ]);
    const priced = await createVideo(t.db, { performer_id: performer.id, title: 'Harbour lights at dawn', access: 'subscribers' });
    expect((await detail(priced.id)).json().data.subscriptionPrice).toBe(899);
    // Content for sale is bought, never unlocked by a subscription.
    expect((await detail(ids.duet)).json().data.subscriptionPrice).toBeNull();
  });

  it('lets the performer watch their own locked video', async () => {
    const token = await t.login(performerB.username, 'test-password');
    expect((await detail(ids.duet, token)).json().data).toMatchObject({ canView: true, accessReason: 'owner' });
  });

  it('shows its owner (and an admin) a video that is not live, marked as a preview; everyone else a 404', async () => {
    const owner = await t.login(performerA.username, 'test-password');
    const admin = (await createUser(t.db, { roles: ['user', 'admin'] })).username;
    for (const token of [owner, await t.login(admin, 'test-password')]) {
      for (const [id, preview] of [
        [ids.draft, 'draft'],
        [ids.scheduled, 'scheduled'],
        [ids.inactive, 'inactive'],
      ]) {
        const res = await detail(id, token);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ _id: id, preview, canView: true });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
    // By its slug too; a live video is no preview, even for its owner.
    const slug = (await t.db.selectFrom('videos').select('slug').where('id', '=', ids.draft).executeTakeFirstOrThrow()).slug;
    expect((await detail(slug, owner)).json().data.preview).toBe('draft');
    expect((await detail(ids.sunset, owner)).json().data).not.toHaveProperty('preview');
    for (const token of [await t.login(performerB.username, 'test-password'), await t.login(fan.username, 'test-password'), undefined]) {
      const res = await detail(ids.draft, token);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Video not found']);
    }
  });
});

describe('GET /user/assets/videos/{id}/related', () => {
  it('lists videos of the same performers or categories, without the video itself', async () => {
    const res = await t.request({ method: 'GET', url: `/api/user/assets/videos/${ids.waves}/related` });
    const related = res.json().data.data.map((v: { _id: string }) => v._id);
    expect(related).toEqual([ids.duet, ids.sunset]);
  });

  it('answers an unknown video with a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user/assets/videos/nope/related' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /performer/assets/videos/{id}/view', () => {
  const view = (id: string, token?: string) => t.request({ method: 'GET', url: `/api/performer/assets/videos/${id}/view`, token });

  it('shows the owner their own draft with the file link', async () => {
    const token = await t.login(performerA.username, 'test-password');
    const res = await view(ids.draft, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Unfinished draft', status: 'draft', canView: true, accessReason: 'owner' });
  });

  it("answers another performer as for an unknown id (404: a draft's existence is not told), a fan 403, a visitor 401", async () => {
    const other = await t.login(performerB.username, 'test-password');
    const asOther = await view(ids.draft, other);
    expect([asOther.statusCode, asOther.json().message]).toEqual([404, 'Video not found']);
    const fanToken = await t.login(fan.username, 'test-password');
    expect((await view(ids.draft, fanToken)).statusCode).toBe(403);
    expect((await view(ids.draft)).statusCode).toBe(401);
    const mine = await t.login(performerA.username, 'test-password');
    expect((await view('00000000-0000-4000-8000-000000000000', mine)).statusCode).toBe(404);
  });
});
