import { createGallery, createPerformer, createProduct, createUser, createVideo, listOf, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';

let t: TestApp;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
let alpha: { id: string; username: string };
let beta: { id: string; username: string };
let gamma: { id: string; username: string };
const hidden: Record<string, { id: string; username: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const ago = (ms: number) => new Date(Date.now() - ms);
  alpha = await createPerformer(db, { name: 'Zorbit Alpha', country: 'IS', gender: 'female', likes: 5, createdAt: ago(3 * DAY) });
  beta = await createPerformer(db, { name: 'Zorbit Beta', country: 'IS', gender: 'male', likes: 5, createdAt: ago(1 * DAY) });
  gamma = await createPerformer(db, { name: 'Zorbit Gamma', country: 'NO', gender: 'female', likes: 9, createdAt: ago(2 * DAY) });
  await db.updateTable('performers').set({ views_count: 10 }).where('user_id', '=', alpha.id).execute();
  await db.updateTable('performers').set({ views_count: 30 }).where('user_id', '=', beta.id).execute();
  await db
    .updateTable('users')
    .set({ bio: 'Happy hikes across glaciers', avatar_path: 'avatars/alpha.webp', cover_path: 'covers/alpha.webp' })
    .where('id', '=', alpha.id)
    .execute();
  await db
    .updateTable('performers')
    .set({
      height: '170',
      weight: '58',
      ethnicity: 'white',
      hair: 'blonde',
      eyes: 'blue',
      body_type: 'slim',
      sexual_orientation: 'straight',
      date_of_birth: `${new Date().getFullYear() - 30}-01-01`,
      is_online: true,
      last_online_at: new Date('2024-05-01T10:00:00Z'),
    })
    .where('user_id', '=', alpha.id)
    .execute();

  // Never listed: a plain user, an inactive performer, a performer role without a profile, a profile without the role.
  hidden.fan = await createUser(db, { name: 'Zorbit Fan' });
  hidden.banned = await createPerformer(db, { name: 'Zorbit Banned', country: 'IS', likes: 100 });
  await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', hidden.banned.id).execute();
  hidden.noProfile = await createUser(db, { name: 'Zorbit Noprofile', roles: ['performer', 'user'] });
  hidden.demoted = await createUser(db, { name: 'Zorbit Demoted' });
  await db.insertInto('performers').values({ user_id: hidden.demoted.id }).execute();

  // Alpha's content: only live items count; videos they take part in count too, once.
  await createVideo(db, { performer_id: alpha.id });
  await createVideo(db, { performer_id: alpha.id });
  await createVideo(db, { performer_id: alpha.id, status: 'draft' });
  await createVideo(db, { performer_id: alpha.id, published_at: new Date(Date.now() + DAY) });
  await createVideo(db, { performer_id: beta.id, participantIds: [alpha.id] });
  await createVideo(db, { performer_id: beta.id, participantIds: [alpha.id], status: 'inactive' });
  await createGallery(db, { performer_id: alpha.id });
  await createGallery(db, { performer_id: alpha.id, status: 'inactive' });
  await createProduct(db, { performer_id: alpha.id });
  await createProduct(db, { performer_id: alpha.id });
  await createProduct(db, { performer_id: alpha.id, status: 'draft' });
  const [fan1, fan2, fan3] = [hidden.fan, await createUser(db), await createUser(db)];
  // An earlier, ended subscription of the same fan: counted once.
  await subscribe(db, fan1.id, alpha.id, new Date(Date.now() - 2 * HOUR));
  await subscribe(db, fan1.id, alpha.id);
  await subscribe(db, fan2.id, alpha.id);
  await subscribe(db, fan3.id, alpha.id, new Date(Date.now() - HOUR));
  await subscribe(db, fan3.id, null);
}, 30_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api${url}` });
const search = async (query: string) => listOf<{ name: string; stats?: unknown }>(await get(`/performers/search${query}`));
const names = (r: { data: Array<{ name: string }> }) => r.data.map((p) => p.name);

describe('GET /performers/search', () => {
  it('lists active performers only, most popular first (likes, then views), cacheable', async () => {
    const res = await get('/performers/search?q=zorbit');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const r = res.json().data;
    expect(names(r)).toEqual(['Zorbit Gamma', 'Zorbit Beta', 'Zorbit Alpha']);
    expect(r.total).toBe(3);
  });

  it('never lists plain users, inactive accounts, or performers missing the role or the profile', async () => {
    const all = await search('?limit=200');
    const ids = all.data.map((p) => p._id);
    for (const h of Object.values(hidden)) expect(ids).not.toContain(h.id);
    expect(ids).toEqual(expect.arrayContaining([alpha.id, beta.id, gamma.id]));
    expect(all.total).toBe(all.data.length);
  });

  it('never shows e-mail addresses, password hashes, roles or account status', async () => {
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', alpha.id).executeTakeFirstOrThrow();
    for (const url of ['/performers/search?limit=200', `/performers/${alpha.id}`]) {
      const body = (await get(url)).body;
      expect(body).toContain('Zorbit Alpha');
      expect(body).not.toContain(password_hash);
      expect(body).not.toMatch(/email|password|@example\.com|"roles"|"status":"/i);
    }
  });

  it('sorts by newest profile', async () => {
    expect(names(await search('?q=zorbit&sortBy=newest'))).toEqual(['Zorbit Beta', 'Zorbit Gamma', 'Zorbit Alpha']);
  });

  it('filters by gender and country', async () => {
    expect(names(await search('?q=zorbit&gender=female'))).toEqual(['Zorbit Gamma', 'Zorbit Alpha']);
    expect(names(await search('?q=zorbit&country=IS'))).toEqual(['Zorbit Beta', 'Zorbit Alpha']);
    expect(names(await search('?q=zorbit&country=IS&gender=female'))).toEqual(['Zorbit Alpha']);
    expect((await search('?q=zorbit&country=FR')).total).toBe(0);
  });

  it('finds performers by name, username or bio words, as prefixes', async () => {
    expect(names(await search('?q=zorb%20alp'))).toEqual(['Zorbit Alpha']);
    expect(names(await search(`?q=${alpha.username}`))).toEqual(['Zorbit Alpha']);
    expect(names(await search('?q=glacier'))).toEqual(['Zorbit Alpha']);
    expect(names(await search('?q=happy%20zorbit'))).toEqual(['Zorbit Alpha']);
    expect((await search('?q=zorbit%20nothinglikethis')).total).toBe(0);
    expect((await search('?q=%26%7C!')).total).toBe(0);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await search('?q=zorbit&limit=1&offset=1');
    expect(names(page)).toEqual(['Zorbit Beta']);
    expect(page.total).toBe(3);
    expect((await search('?q=zorbit&offset=3')).data).toEqual([]);
  });

  it.each(['?sortBy=random', '?sortBy=latest', '?country=USA', '?country=us', '?limit=0', '?limit=201', '?offset=-1'])(
    'answers %s with a 400',
    async (query) => {
      const res = await get(`/performers/search${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('GET /performers/{id}', () => {
  it('shows the profile by id or username (any case) with public file URLs and attributes', async () => {
    const byId = (await get(`/performers/${alpha.id}`)).json().data;
    const byName = (await get(`/performers/${alpha.username.toUpperCase()}`)).json().data;
    expect(byName).toEqual(byId);
    expect(byId).toMatchObject({
      _id: alpha.id,
      name: 'Zorbit Alpha',
      username: alpha.username,
      avatar: '/api/files/public/avatars/alpha.webp',
      cover: '/api/files/public/covers/alpha.webp',
      bio: 'Happy hikes across glaciers',
      gender: 'female',
      country: 'IS',
      isOnline: true,
      lastOnlineAt: '2024-05-01T10:00:00.000Z',
      attributes: {
        height: '170',
        weight: '58',
        ethnicity: 'white',
        hair: 'blonde',
        eyes: 'blue',
        bodyType: 'slim',
        sexualOrientation: 'straight',
        age: 30,
      },
    });
    expect(new Date(byId.createdAt).getTime()).toBeLessThan(Date.now() - 2 * DAY);
  });

  it('counts exactly the live videos (owned or joined), galleries, products and live subscribers', async () => {
    const { stats } = (await get(`/performers/${alpha.id}`)).json().data;
    expect(stats).toEqual({ videos: 3, galleries: 1, products: 2, likes: 5, views: 10, subscribers: 2 });
    const listed = (await search('?q=zorbit%20alpha')).data[0];
    expect(listed.stats).toEqual(stats);
  });

  it('shows empty stats and null attributes for a new performer', async () => {
    const g = (await get(`/performers/${gamma.id}`)).json().data;
    expect(g.stats).toEqual({ videos: 0, galleries: 0, products: 0, likes: 9, views: 0, subscribers: 0 });
    expect(g.attributes.age).toBeNull();
    expect(g).toMatchObject({ avatar: null, cover: null, isOnline: false, lastOnlineAt: null });
  });

  it('answers unknown ids, plain users, inactive accounts and performers without a profile with a 404', async () => {
    const ids = [
      'no-such-performer',
      '00000000-0000-4000-8000-000000000000',
      hidden.fan.id,
      hidden.fan.username,
      hidden.banned.id,
      hidden.noProfile.username,
      hidden.demoted.id,
    ];
    for (const id of ids) {
      const res = await get(`/performers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Performer not found');
    }
  });
});
