/**
 * @jest-environment node
 */
// The catalogue's listings tell a signed-in caller what they bought (isBought on each card), while visitors keep
// the shared, cached answer: nothing personal is ever kept in, or served from, a shared cache.
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../server/http/public-reads';
import { createGallery, createPerformer, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseProducts, purchaseVideo, type Buyer } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let fan: Buyer;
let other: Buyer;
const ids: Record<string, string> = {};

async function buyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

async function approve(res: Parameters<typeof pendingPurchase>[0], who: Buyer) {
  expect((await decide(t, who, await pendingPurchase(res), 'approve')).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createCheckoutApp();
  const performer = await createPerformer(t.db, { name: 'Listing Lee' });
  ids.performer = performer.id;
  const sale = { performer_id: performer.id, access: 'sale' as const, price_cents: 999 };
  ids.video = (await createVideo(t.db, sale)).id;
  ids.otherVideo = (await createVideo(t.db, sale)).id;
  ids.gallery = (await createGallery(t.db, sale)).id;
  ids.ebook = (await createProduct(t.db, { performer_id: performer.id, type: 'digital', price_cents: 500 })).id;
  ids.shirt = (await createProduct(t.db, { performer_id: performer.id, type: 'physical', price_cents: 2500, stock: 10 })).id;
  fan = await buyer();
  other = await buyer();
  await approve(await purchaseVideo(t, fan, ids.video), fan);
  await approve(await t.request({ method: 'POST', url: `/api/payment/purchase-gallery/${ids.gallery}`, token: fan.token, payload: {} }), fan);
  await approve(await purchaseProducts(t, fan, { products: [{ _id: ids.ebook, quantity: 1 }] }), fan);
}, 60_000);
afterAll(() => t.close());

const search = (path: string, who?: Buyer) =>
  t.request({ method: 'GET', url: `/api/user/assets/${path}/search?performerId=${ids.performer}&limit=50`, token: who?.token });
type Card = { _id: string; isBought?: boolean };
const byId = (res: { json(): { data: { data: Card[] } } }) => new Map<string, Card>(res.json().data.data.map((card) => [card._id, card]));

describe('a listing', () => {
  it('tells its buyer which videos they bought, privately; another fan bought none', async () => {
    const mine = await search('videos', fan);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(byId(mine).get(ids.video)?.isBought).toBe(true);
    expect(byId(mine).get(ids.otherVideo)?.isBought).toBe(false);
    expect([...byId(await search('videos', other)).values()].every((card) => card.isBought === false)).toBe(true);
  });

  it('galleries and digital products too; a physical product is never "bought" (it is bought again)', async () => {
    expect(byId(await search('galleries', fan)).get(ids.gallery)?.isBought).toBe(true);
    const products = byId(await search('products', fan));
    expect(products.get(ids.ebook)?.isBought).toBe(true);
    expect(products.get(ids.shirt)?.isBought).toBe(false);
  });

  it("a visitor's answer is the shared one, before and after a buyer's: no isBought, public and cacheable", async () => {
    for (const path of ['videos', 'galleries', 'products']) {
      const before = await search(path);
      await search(path, fan);
      const after = await search(path);
      for (const res of [before, after]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        expect(res.body).not.toContain('isBought');
      }
      expect(after.body).toBe(before.body);
    }
  });

  it('a purchase made after the listing was cached shows at once (the shared part is the same, the purchases are read per request)', async () => {
    const late = await buyer();
    expect(byId(await search('videos', late)).get(ids.otherVideo)?.isBought).toBe(false);
    await approve(await purchaseVideo(t, late, ids.otherVideo), late);
    expect(byId(await search('videos', late)).get(ids.otherVideo)?.isBought).toBe(true);
  });
});
