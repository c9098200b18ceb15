import { randomUUID } from 'node:crypto';
import { createGallery, createPerformer, createProduct, createVideo, purchase, signedInUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

// GET /api/user/bought: which of a page's cards the caller bought (the marks a page shared by every signed-in
// viewer adds in the browser).

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const performer = await createPerformer(t.db, { name: 'Marks Performer' });
  ids.sold = (await createVideo(t.db, { performer_id: performer.id, title: 'Sold clip', access: 'sale', price_cents: 500 })).id;
  ids.unsold = (await createVideo(t.db, { performer_id: performer.id, title: 'Unsold clip', access: 'sale', price_cents: 500 })).id;
  ids.gallery = (await createGallery(t.db, { performer_id: performer.id, title: 'Sold set', access: 'sale', price_cents: 300 })).id;
  ids.product = (await createProduct(t.db, { performer_id: performer.id, name: 'Sold file' })).id;
});
afterAll(() => t.close());

const marks = (query: string, token?: string) => t.request({ method: 'GET', url: `/api/user/bought?${query}`, token });

describe('GET /api/user/bought', () => {
  it("answers the caller's own purchases among the ids asked, by kind, and nobody else's", async () => {
    const buyer = await signedInUser(t);
    const other = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'video', ids.sold);
    await purchase(t.db, buyer.user.id, 'gallery', ids.gallery);
    await purchase(t.db, buyer.user.id, 'product', ids.product);
    const query = `video=${ids.sold},${ids.unsold},${ids.sold.toUpperCase()}&gallery=${ids.gallery}&product=${ids.product}`;
    const mine = await marks(query, buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({ video: [ids.sold], gallery: [ids.gallery], product: [ids.product] });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await marks(query, other.token)).json().data).toEqual({ video: [], gallery: [], product: [] });
    // An id of another kind is not bought as this one.
    expect((await marks(`gallery=${ids.sold}`, buyer.token)).json().data.gallery).toEqual([]);
  });

  it('needs a session, and refuses what is not a list of ids (400), changing nothing', async () => {
    expect((await marks(`video=${ids.sold}`)).statusCode).toBe(401);
    const { token } = await signedInUser(t);
    const tooMany = Array.from({ length: 61 }, () => randomUUID()).join(',');
    for (const query of ['video=not-an-id', `video=${ids.sold},`, `video=${tooMany}`, 'video=%00']) {
      const res = await marks(query, token);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
    expect((await marks('', token)).json().data).toEqual({ video: [], gallery: [], product: [] });
  });
});
