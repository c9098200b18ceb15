import { createGallery, createPerformer, createPhoto, createProduct, createVideo, purchase, signedInUser } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseVideo } from './helpers/checkout';
import { DEMO, type TestApp } from './helpers/test-app';

// What a buyer keeps once an item leaves the site: the staff took it down, or its performer deleted it after a sale.
// Never while it is held for review, nor once it was removed as illegal; and no one who did not buy it.

let t: TestApp;
let admin: string;
let performer: { id: string; username: string };

beforeAll(async () => {
  t = await createCheckoutApp();
  admin = await t.login('admin', DEMO.admin.password);
  performer = await createPerformer(t.db);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api${url}`, token });
const moderate = (type: string, id: string, action: 'take-down' | 'restore', payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/admin/moderation/${type}/${id}/${action}`, token: admin, ...(payload && { payload }) });
const hold = (videoId: string) => t.db.updateTable('videos').set({ moderation: 'held' }).where('id', '=', videoId).execute();

describe('an item its buyer keeps', () => {
  it('a video taken down: its buyer still opens and plays it, marked kept; a subscriber, a fan and a visitor get the 404', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id, access: 'sale', price_cents: 900, title: 'Kept video' });
    const buyer = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'video', video.id);
    const other = await signedInUser(t);

    expect((await moderate('video', video.id, 'take-down', { reason: 'A copyright claim' })).statusCode).toBe(200);
    const kept = await get(`/user/assets/videos/${video.id}`, buyer.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ _id: video.id, preview: 'kept', canView: true, accessReason: 'bought', isBought: true });
    expect(kept.json().data.video?.url).toEqual(expect.any(String));
    expect(kept.headers['cache-control']).toMatch(/private|no-store/);
    for (const token of [other.token, undefined]) expect((await get(`/user/assets/videos/${video.id}`, token)).statusCode).toBe(404);

    // Back on the site: the page is the live one again, with no mark.
    expect((await moderate('video', video.id, 'restore')).statusCode).toBe(200);
    const live = (await get(`/user/assets/videos/${video.id}`, buyer.token)).json().data;
    expect(live.preview).toBeUndefined();
    expect(live.canView).toBe(true);
  });

  it('removed as illegal, or held for review: gone for its buyer too', async () => {
    const removed = await createVideo(t.db, { performer_id: performer.id, access: 'sale', price_cents: 900 });
    const held = await createVideo(t.db, { performer_id: performer.id, access: 'sale', price_cents: 900 });
    const buyer = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'video', removed.id);
    await purchase(t.db, buyer.user.id, 'video', held.id);
    expect((await moderate('video', removed.id, 'take-down', { reason: 'Court order', illegal: true })).statusCode).toBe(200);
    await hold(held.id);
    for (const id of [removed.id, held.id]) {
      const answer = await get(`/user/assets/videos/${id}`, buyer.token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Video not found');
    }
  });

  it('a video its performer deleted after a sale through checkout: kept for its buyer only', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id, access: 'sale', price_cents: 700, title: 'Sold then deleted' });
    const buyer = await signedInUser(t);
    const fan = { id: buyer.user.id, token: buyer.token };
    expect((await decide(t, fan, await pendingPurchase(await purchaseVideo(t, fan, video.id)), 'approve')).statusCode).toBe(200);
    const owner = await t.login(performer.username, 'test-password');
    const removal = await t.request({ method: 'DELETE', url: `/api/performer/videos/${video.id}`, token: owner });
    expect(removal.json().data.removed).toBe('kept for buyers');

    expect((await get(`/user/assets/videos/${video.id}`, buyer.token)).json().data).toMatchObject({ preview: 'kept', canView: true });
    const stranger = await signedInUser(t);
    expect((await get(`/user/assets/videos/${video.id}`, stranger.token)).statusCode).toBe(404);
    // Its performer sees where it stands, as a preview of their own.
    expect((await get(`/user/assets/videos/${video.id}`, owner)).json().data.preview).toBe('inactive');
  });

  it('a gallery taken down: its buyer keeps the page and the full photos, but not a photo removed as illegal', async () => {
    const gallery = await createGallery(t.db, { performer_id: performer.id, access: 'sale', price_cents: 500 });
    const shown = await createPhoto(t.db, { gallery_id: gallery.id, performer_id: performer.id });
    const illegal = await createPhoto(t.db, { gallery_id: gallery.id, performer_id: performer.id });
    const buyer = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'gallery', gallery.id);
    expect((await moderate('photo', illegal.id, 'take-down', { reason: 'Court order', illegal: true })).statusCode).toBe(200);
    expect((await moderate('gallery', gallery.id, 'take-down', { reason: 'Taken down' })).statusCode).toBe(200);

    expect((await get(`/user/assets/galleries/${gallery.id}/view`, buyer.token)).json().data).toMatchObject({ preview: 'kept', canView: true });
    const photos = (await get(`/user/assets/gallery/${gallery.id}/photos`, buyer.token)).json().data;
    expect(photos.data.map((p: { _id: string }) => p._id)).toEqual([shown.id]);
    expect(photos.data[0].url).toEqual(expect.any(String));
    const stranger = await signedInUser(t);
    expect((await get(`/user/assets/galleries/${gallery.id}/view`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/user/assets/gallery/${gallery.id}/photos`, stranger.token)).statusCode).toBe(404);
  });

  it('a digital product taken down is still downloaded by its buyer; removed as illegal, neither downloaded nor listed', async () => {
    const product = await createProduct(t.db, { performer_id: performer.id, type: 'digital', stock: null, digital_file_key: 'products/pack.zip' });
    const buyer = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'product', product.id);
    expect((await moderate('product', product.id, 'take-down', { reason: 'Taken down' })).statusCode).toBe(200);

    expect((await get(`/user/assets/products/${product.id}`, buyer.token)).json().data).toMatchObject({ preview: 'kept', isBought: true, canView: true });
    expect((await get(`/user/assets/products/${product.id}/download-link`, buyer.token)).statusCode).toBe(200);
    const listed = async () => (await get('/user/downloads', buyer.token)).json().data.data.map((d: { _id: string }) => d._id);
    expect(await listed()).toContain(product.id);

    expect((await moderate('product', product.id, 'take-down', { reason: 'Court order', illegal: true })).statusCode).toBe(200);
    expect((await get(`/user/assets/products/${product.id}`, buyer.token)).statusCode).toBe(404);
    expect((await get(`/user/assets/products/${product.id}/download-link`, buyer.token)).statusCode).toBe(404);
    expect(await listed()).not.toContain(product.id);
  });

  it('a physical product taken down has nothing to keep: its page is gone for its buyer too', async () => {
    const product = await createProduct(t.db, { performer_id: performer.id, type: 'physical' });
    const buyer = await signedInUser(t);
    await purchase(t.db, buyer.user.id, 'product', product.id);
    expect((await moderate('product', product.id, 'take-down', { reason: 'Taken down' })).statusCode).toBe(200);
    expect((await get(`/user/assets/products/${product.id}`, buyer.token)).statusCode).toBe(404);
  });
});
