import { createChannel, createPerformer, createVideo, listOf } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';

let t: TestApp;
const HOUR = 3600_000;
const ids: Record<string, string> = {};
let channel: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const anna = await createPerformer(db, { name: 'Anna Channelsworth' });
  const bo = await createPerformer(db, { name: 'Bo Channelsworth' });
  ids.anna = anna.id;
  ids.bo = bo.id;
  const video = async (key: string, values: Parameters<typeof createVideo>[1]) => {
    ids[key] = (await createVideo(db, { title: `Chanvid ${key}`, ...values })).id;
  };
  await video('first', { performer_id: anna.id, published_at: new Date(Date.now() - 5 * HOUR) });
  await video('second', { performer_id: bo.id, participantIds: [anna.id], published_at: new Date(Date.now() - 2 * HOUR) });
  await video('third', { performer_id: anna.id });
  await video('draft', { performer_id: anna.id, status: 'draft' });
  await video('inactive', { performer_id: bo.id, status: 'inactive' });
  await video('scheduled', { performer_id: bo.id, published_at: new Date(Date.now() + 24 * HOUR) });
  // Channel order, not publication order: second, (draft), first, (scheduled), (inactive), third.
  channel = await createChannel(db, {
    name: 'Zed Channel',
    description: 'Everything Zed',
    cover_key: 'channels/zed.webp',
    ordering: -1000,
    videoIds: [ids.second, ids.draft, ids.first, ids.scheduled, ids.inactive, ids.third],
    performerIds: [bo.id, anna.id],
  });
  ids.another = (await createChannel(db, { name: 'Zed Another', ordering: -1000, videoIds: [ids.draft] })).id;
  ids.hidden = (await createChannel(db, { name: 'Zed Hidden', ordering: -2000, status: 'inactive', videoIds: [ids.first] })).id;
}, 30_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api${url}` });

describe('GET /user/channels', () => {
  it('lists active channels by ordering, then name, with live video counts and performers, cacheable', async () => {
    const res = await get('/user/channels?limit=200');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const { data, total } = res.json().data;
    expect(data.slice(0, 2).map((c: { name: string }) => c.name)).toEqual(['Zed Another', 'Zed Channel']);
    expect(data.map((c: { _id: string }) => c._id)).not.toContain(ids.hidden);
    expect(total).toBe(data.length);
    expect(data[0]).toMatchObject({ name: 'Zed Another', videosCount: 0, performers: [], cover: null });
    expect(data[1]).toEqual({
      _id: channel.id,
      name: 'Zed Channel',
      slug: channel.slug,
      description: 'Everything Zed',
      cover: '/api/files/public/channels/zed.webp',
      videosCount: 3,
      performers: [
        { _id: ids.anna, name: 'Anna Channelsworth', username: expect.any(String), avatar: null },
        { _id: ids.bo, name: 'Bo Channelsworth', username: expect.any(String), avatar: null },
      ],
    });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const all = (await get('/user/channels?limit=200')).json().data;
    const page = (await get('/user/channels?limit=1&offset=1')).json().data;
    expect(page.data.map((c: { name: string }) => c.name)).toEqual(['Zed Channel']);
    expect(page.total).toBe(all.total);
  });

  it.each(['?limit=0', '?limit=201', '?offset=-1'])('answers %s with a 400', async (query) => {
    expect((await get(`/user/channels${query}`)).statusCode).toBe(400);
  });
});

describe('GET /user/channels/{id}', () => {
  it('finds a channel by id or slug', async () => {
    const byId = await get(`/user/channels/${channel.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ _id: channel.id, name: 'Zed Channel', videosCount: 3 });
    expect((await get(`/user/channels/${channel.slug}`)).json().data).toEqual(byId.json().data);
  });

  it('answers unknown and inactive channels with a 404', async () => {
    for (const id of ['no-such-channel', '00000000-0000-4000-8000-000000000000', ids.hidden]) {
      const res = await get(`/user/channels/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Channel not found');
    }
  });
});

describe('GET /user/channels/{id}/videos', () => {
  const videos = async (id: string, query = '') => listOf(await get(`/user/channels/${id}/videos${query}`));

  it("lists only the channel's live videos, in the channel's order", async () => {
    const r = await videos(channel.id);
    expect(r.data.map((v) => v._id)).toEqual([ids.second, ids.first, ids.third]);
    expect(r.total).toBe(3);
    expect((await videos(channel.slug)).data.map((v) => v._id)).toEqual([ids.second, ids.first, ids.third]);
    expect(await videos(ids.another)).toEqual({ data: [], total: 0 });
  });

  it('shows exactly the video cards of the video search', async () => {
    const card = (await videos(channel.id)).data[0];
    const searched = (await get('/user/assets/videos/search?q=chanvid%20second')).json().data.data[0];
    expect(card).toEqual(searched);
    expect(card).toMatchObject({ title: 'Chanvid second', performer: { _id: ids.bo } });
    expect((card.performers as Array<{ _id: string }>).map((p) => p._id)).toEqual([ids.bo, ids.anna]);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await videos(channel.id, '?limit=1&offset=1');
    expect(page.data.map((v) => v._id)).toEqual([ids.first]);
    expect(page.total).toBe(3);
  });

  it('answers unknown and inactive channels with a 404 and bad paging with a 400', async () => {
    for (const id of ['no-such-channel', ids.hidden]) {
      const res = await get(`/user/channels/${id}/videos`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Channel not found');
    }
    expect((await get(`/user/channels/${channel.id}/videos?limit=500`)).statusCode).toBe(400);
  });
});
