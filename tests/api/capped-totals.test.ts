import { sql } from 'kysely';
import { createGallery, createPerformer, createVideo } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

// List totals and search totals count up to 1,000. Performer totals count owned and joined videos in two parts.
// Pages of a few matches are sorted from the matches, of more read down a sort index.
let t: TestApp;
let owner: { id: string };
let guest: { id: string };
let bulk: { id: string };
let cast: { id: string };
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  owner = await createPerformer(db, { name: 'Quillon Owner' });
  guest = await createPerformer(db, { name: 'Quillon Guest' });
  bulk = await createPerformer(db, { name: 'Bulk Maker' });
  cast = await createPerformer(db, { name: 'Bulk Cast' });

  // The owner: one video listed in video_performers, one that is not (owned only), a draft and a scheduled one.
  await createVideo(db, { performer_id: owner.id, title: 'Quillon listed' });
  const unlisted = await createVideo(db, { performer_id: owner.id, title: 'Quillon unlisted' });
  await db.deleteFrom('video_performers').where('video_id', '=', unlisted.id).execute();
  await createVideo(db, { performer_id: owner.id, title: 'Quillon draft', status: 'draft' });
  await createVideo(db, { performer_id: owner.id, title: 'Quillon later', published_at: new Date(Date.now() + HOUR) });
  // The guest's videos, with the owner taking part in one live and one draft.
  await createVideo(db, { performer_id: guest.id, title: 'Quillon duet', participantIds: [owner.id] });
  await createVideo(db, { performer_id: guest.id, title: 'Quillon duet draft', status: 'draft', participantIds: [owner.id] });
  await createVideo(db, { performer_id: guest.id, title: 'Quillon solo' });
  await createGallery(db, { performer_id: owner.id, title: 'Quillon stills' });
  await createGallery(db, { performer_id: owner.id, title: 'Quillon hidden', status: 'inactive' });

  // Past the cap: 1,005 live videos of one performer with 'zephyrine' in the title, each with a cast member.
  await sql`
    insert into videos (performer_id, title, slug, status, published_at)
    select ${bulk.id}, 'Zephyrine take ' || i, 'zephyrine-take-' || i, 'active', now() - (i || ' minutes')::interval
    from generate_series(1, 1005) as i`.execute(db);
  await sql`
    insert into video_performers (video_id, performer_id)
    select id, ${cast.id}::uuid from videos where slug like 'zephyrine-take-%'`.execute(db);
}, 60_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url: `/api${url}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const videosTotal = async (query: string) => (await get(`/user/assets/videos/search?${query}`)).total as number;

describe('performer totals', () => {
  it('count live videos a performer owns (listed in video_performers or not) or takes part in, each once', async () => {
    expect(await videosTotal(`performerId=${owner.id}`)).toBe(3);
    expect(await videosTotal(`performerId=${guest.id}`)).toBe(2);
    expect(await videosTotal(`performerId=${owner.id}&q=duet`)).toBe(1);
    expect(await videosTotal(`performerId=${owner.id}&q=unlisted`)).toBe(1);
  });

  it('agree with the listed videos', async () => {
    const list = await get(`/user/assets/videos/search?performerId=${owner.id}`);
    expect(list.data.map((v: { title: string }) => v.title).sort()).toEqual(['Quillon duet', 'Quillon listed', 'Quillon unlisted']);
  });

  it('count owned live galleries', async () => {
    expect((await get(`/user/assets/galleries/search?performerId=${owner.id}`)).total).toBe(1);
  });

  it('stop at 1,000, for owned and for joined videos', async () => {
    expect(await videosTotal(`performerId=${bulk.id}`)).toBe(1000);
    expect(await videosTotal(`performerId=${cast.id}`)).toBe(1000);
    expect(await videosTotal(`performerId=${cast.id}&q=take%201000`)).toBe(1);
  });
});

describe('plain list totals', () => {
  it('stop at 1,000 too', async () => {
    expect(await videosTotal('')).toBe(1000);
    expect(await videosTotal('isSale=false')).toBe(1000);
    expect(await videosTotal('isSale=false&sortBy=popular')).toBe(1000);
  });
});

describe('search totals', () => {
  it('count each type up to 1,000, like the lists', async () => {
    expect(await get('/search/total?q=zephyrine')).toEqual({ performers: 0, videos: 1000, galleries: 0, products: 0, total: 1000 });
    expect(await videosTotal('q=zephyrine')).toBe(1000);
  });

  it('add up performers, videos and galleries in one answer', async () => {
    expect(await get('/search/total?q=quillon')).toEqual({ performers: 2, videos: 4, galleries: 1, products: 0, total: 7 });
  });
});

describe('pages', () => {
  const titles = async (query: string) => ((await get(`/user/assets/videos/search?${query}`)).data as Array<{ title: string }>).map((v) => v.title);

  it('sort and page a few matches', async () => {
    expect(await titles('q=take%2010&limit=3')).toEqual(['Zephyrine take 10', 'Zephyrine take 100', 'Zephyrine take 101']);
    expect(await titles('q=take%2010&sortBy=oldest&limit=2&offset=1')).toEqual(['Zephyrine take 1004', 'Zephyrine take 1003']);
    expect(await titles(`performerId=${owner.id}&offset=2`)).toHaveLength(1);
    expect(await get(`/user/assets/videos/search?performerId=${owner.id}&offset=3`)).toEqual({ data: [], total: 3 });
  });

  it('sort and page more matches, under the cap', async () => {
    expect(await videosTotal('q=take%201')).toBe(117);
    expect(await titles('q=take%201&limit=3')).toEqual(['Zephyrine take 1', 'Zephyrine take 10', 'Zephyrine take 11']);
    expect(await titles('q=take%201&sortBy=oldest&limit=2&offset=116')).toEqual(['Zephyrine take 1']);
  });

  it('page past the cap when there are more matches', async () => {
    expect(await titles('q=zephyrine&sortBy=oldest&limit=2&offset=1000')).toEqual(['Zephyrine take 5', 'Zephyrine take 4']);
    expect(await titles(`performerId=${cast.id}&limit=1&offset=1004`)).toEqual(['Zephyrine take 1005']);
  });
});
