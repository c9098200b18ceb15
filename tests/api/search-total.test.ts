import { createGallery, createPerformer, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const star = await createPerformer(db, { name: 'Wombatix Star' });
  const other = await createPerformer(db, { name: 'Plain Name' });
  await db.updateTable('users').set({ bio: 'I film wombatix at dawn' }).where('id', '=', other.id).execute();
  await createUser(db, { name: 'Wombatix Fan' });
  const gone = await createPerformer(db, { name: 'Wombatix Gone' });
  await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', gone.id).execute();

  await createVideo(db, { performer_id: star.id, title: 'Wombatix morning' });
  await createVideo(db, { performer_id: other.id, title: 'Evening', tags: ['wombatix'] });
  await createVideo(db, { performer_id: other.id, title: 'Quiet', description: 'Wombatixes everywhere' });
  await createVideo(db, { performer_id: star.id, title: 'Wombatix draft', status: 'draft' });
  await createVideo(db, { performer_id: star.id, title: 'Wombatix soon', published_at: new Date(Date.now() + 3600_000) });
  await createGallery(db, { performer_id: star.id, title: 'Wombatix portraits' });
  await createGallery(db, { performer_id: star.id, title: 'Wombatix hidden', status: 'inactive' });
  await createProduct(db, { performer_id: star.id, name: 'Wombatix mug' });
  await createProduct(db, { performer_id: star.id, name: 'Wombatix poster' });
  await createProduct(db, { performer_id: star.id, name: 'Wombatix shirt', status: 'draft' });
}, 30_000);
afterAll(() => t.close());

const totals = (q: string) => t.request({ method: 'GET', url: `/api/search/total?q=${q}` });

describe('GET /search/total', () => {
  it('counts live matches of each type exactly', async () => {
    const res = await totals('wombatix');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { performers: 2, videos: 3, galleries: 1, products: 2, total: 8 } });
  });

  it('agrees with the performer and video searches', async () => {
    const { data } = (await totals('wombat')).json();
    const performers = (await t.request({ method: 'GET', url: '/api/performers/search?q=wombat' })).json().data.total;
    const videos = (await t.request({ method: 'GET', url: '/api/user/assets/videos/search?q=wombat' })).json().data.total;
    expect({ performers: data.performers, videos: data.videos }).toEqual({ performers, videos });
    expect(data.total).toBe(8);
  });

  it('needs every word to match, as a prefix', async () => {
    expect((await totals('wombatix%20mor')).json().data).toEqual({ performers: 0, videos: 1, galleries: 0, products: 0, total: 1 });
    // The performer's whole name also finds her live items.
    expect((await totals('wombatix%20star')).json().data).toEqual({ performers: 1, videos: 1, galleries: 1, products: 2, total: 5 });
    expect((await totals('the%20wombatix')).json().data).toEqual({ performers: 0, videos: 3, galleries: 1, products: 2, total: 6 });
  });

  it('answers a query with nothing searchable with zeros', async () => {
    expect((await totals('%26%7C!')).json().data).toEqual({ performers: 0, videos: 0, galleries: 0, products: 0, total: 0 });
  });

  it('answers a missing, empty or too long q with a 400', async () => {
    for (const url of ['/api/search/total', '/api/search/total?q=', `/api/search/total?q=${'a'.repeat(201)}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await t.request({ method: 'GET', url: '/api/search/total' })).json().message).toBe('q is required');
  });
});
