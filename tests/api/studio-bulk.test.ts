/**
 * @jest-environment node
 */
// The Studio lists' bulk actions: publish, unpublish, change access and delete many of the owner's items at once,
// each item as its own route would do it, each reported; another performer's items are reported, never touched.
import { createGallery, createPerformer, createPhoto, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

const PASSWORD = 'test-password';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function performer() {
  const user = await createPerformer(t.db);
  return { user, token: await t.login(user.username, PASSWORD) };
}

const bulk = (token: string, kind: string, body: object) => t.request({ method: 'POST', url: `/api/performer/${kind}/bulk`, token, payload: body });

describe('bulk actions of the Studio lists', () => {
  it('publishes the galleries that may go out and reports the one without photos', async () => {
    const { user, token } = await performer();
    const withPhotos = await Promise.all(
      [1, 2].map(async () => {
        const gallery = await createGallery(t.db, { performer_id: user.id, status: 'draft', published_at: null, photos_count: 1 });
        await createPhoto(t.db, { gallery_id: gallery.id, performer_id: user.id });
        return gallery.id;
      }),
    );
    const empty = (await createGallery(t.db, { performer_id: user.id, status: 'draft', published_at: null, photos_count: 0 })).id;
    const res = await bulk(token, 'galleries', { ids: [...withPhotos, empty], action: 'publish' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      done: withPhotos,
      failed: [{ id: empty, message: 'Add at least one photo before publishing this gallery.', code: 'NO_PHOTOS' }],
    });
    const rows = await t.db
      .selectFrom('galleries')
      .select(['id', 'status'])
      .where('id', 'in', [...withPhotos, empty])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [withPhotos[0]]: 'active', [withPhotos[1]]: 'active', [empty]: 'draft' });
  });

  it('changes the access of many videos (pay-per-view with its price), unpublishes and deletes them', async () => {
    const { user, token } = await performer();
    const ids = await Promise.all([1, 2, 3].map(async (i) => (await createVideo(t.db, { performer_id: user.id, title: `Clip ${i}` })).id));
    const access = await bulk(token, 'videos', { ids, action: 'set-access', access: 'sale', price: 499 });
    expect(access.json().data).toEqual({ done: ids, failed: [] });
    expect(await t.db.selectFrom('videos').select(['access', 'price_cents']).where('id', 'in', ids).execute()).toEqual(
      Array(3).fill({ access: 'sale', price_cents: 499 }),
    );
    const noPrice = await bulk(token, 'videos', { ids: [ids[0]], action: 'set-access', access: 'sale', price: 0 });
    expect(noPrice.json().data.failed[0].code).toBe('PRICE_REQUIRED');
    expect((await bulk(token, 'videos', { ids, action: 'unpublish' })).json().data.done).toEqual(ids);
    expect((await bulk(token, 'videos', { ids, action: 'delete' })).json().data.done).toEqual(ids);
    expect(await t.db.selectFrom('videos').select('id').where('id', 'in', ids).execute()).toEqual([]);
  });

  it("reports another performer's items as not found and changes nothing; refuses a fan and bad bodies", async () => {
    const { user } = await performer();
    const { token: other } = await performer();
    const product = (await createProduct(t.db, { performer_id: user.id, status: 'active' })).id;
    const res = await bulk(other, 'products', { ids: [product], action: 'delete' });
    expect(res.json().data).toEqual({ done: [], failed: [{ id: product, message: 'Product not found', code: 'NOT_FOUND' }] });
    expect(await t.db.selectFrom('products').select('status').where('id', '=', product).executeTakeFirst()).toEqual({ status: 'active' });
    const fan = await createUser(t.db);
    expect((await bulk(await t.login(fan.username, PASSWORD), 'products', { ids: [product], action: 'delete' })).statusCode).toBe(403);
    for (const body of [
      { ids: [], action: 'publish' },
      { ids: [product, product], action: 'publish' },
      { ids: ['not-an-id'], action: 'publish' },
      { ids: [product], action: 'archive' },
      { ids: Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), action: 'publish' },
    ])
      expect((await bulk(other, 'products', body)).statusCode).toBe(400);
    const noAccess = await bulk(other, 'products', { ids: [product], action: 'set-access', access: 'free' });
    expect(noAccess.statusCode).toBe(400);
    expect(noAccess.json().message).toBe('These items have no access to change.');
  });
});
