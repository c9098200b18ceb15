/**
 * @jest-environment node
 */
// Issue 24, "links bound to their grant": a protected file link names the grant it was issued for (a purchase, a
// subscription, the ownership, or free content) and the account it was issued to, both signed. The origin checks
// the grant on every request (Range and revalidation included): once it is revoked the same link answers 410; a
// link opened from another account's signed-in session answers 403; a request without a session (a player, a CDN)
// is served while the grant stands.
import { DEFAULT_SIGNED_URL_SECONDS, signFileUrl, verifyFileSignature } from '../../server/storage/signed-url';
import { protectedKey } from '../../server/storage';
import { createGallery, createPhoto, createProduct, createUser, createVideo } from './helpers/catalogue';
import { decide, pendingPurchase, purchaseProducts, purchaseVideo } from './helpers/checkout';
import { createSubscriptionApp, DAY, newFan, performerWithPackage, signedIn, subscribed, type Person } from './helpers/subscriptions';
import { DEMO, type TestApp } from './helpers/test-app';
import type { ManualClock } from '../../server/clock';

let t: TestApp;
let clock: ManualClock;
let admin: string;
let seller: Person;
const VIDEO = Buffer.alloc(50_000, 7);
const EBOOK = Buffer.alloc(4096, 3);

beforeAll(async () => {
  ({ t, clock } = await createSubscriptionApp());
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  ({ performer: seller } = await performerWithPackage(t));
  const storage = t.app.services.storage;
  await storage.put(protectedKey('grants/full.mp4'), VIDEO, { contentType: 'video/mp4' });
  await storage.put(protectedKey('grants/ebook.pdf'), EBOOK, { contentType: 'application/pdf' });
  await storage.put(protectedKey('grants/photo.jpg'), Buffer.alloc(1000, 9), { contentType: 'image/jpeg' });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, options: { token?: string; headers?: Record<string, string> } = {}) => t.request({ method: 'GET', url, ...options });
const videoDetail = async (id: string, token?: string) => (await get(`/api/user/assets/videos/${id}`, { token })).json().data;
const refund = (txId: string) => t.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund`, token: admin });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

async function buyVideo(fan: Person, videoId: string): Promise<string> {
  const txId = await pendingPurchase(await purchaseVideo(t, fan, videoId));
  expect((await decide(t, fan, txId, 'approve')).statusCode).toBe(200);
  return txId;
}

async function saleVideo() {
  return createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 900, file_key: 'grants/full.mp4' });
}

function expectGone(res: { statusCode: number; json(): { message: string }; headers: Record<string, unknown> }, code: string, why: RegExp) {
  expect(res.statusCode).toBe(410);
  expect(res.json()).toMatchObject({ statusCode: 410, code, message: expect.stringMatching(why) });
  expect(res.json().message).toMatch(/^This link is no longer valid: /);
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('a bought video', () => {
  let fan: Person;
  let otherFan: Person;
  let videoId: string;
  let txId: string;
  let url: string;

  beforeAll(async () => {
    [fan, otherFan] = [await newFan(t), await newFan(t)];
    videoId = (await saleVideo()).id;
    txId = await buyVideo(fan, videoId);
    url = (await videoDetail(videoId, fan.token)).video.url;
  });

  it('gets a link that names the purchase and the buyer, both signed', async () => {
    const purchase = await t.db.selectFrom('purchases').select('id').where('user_id', '=', fan.id).where('object_id', '=', videoId).executeTakeFirstOrThrow();
    const { grant, user, expires } = query(url);
    expect(grant).toMatch(new RegExp(`^purchase\\.${purchase.id}\\.[0-9a-z]+$`));
    expect(user).toBe(fan.id);
    expect(Number(expires) - Date.now() / 1000).toBeGreaterThan(4 * 3600 - 60);
    // Changing the grant or the account breaks the signature.
    const otherPurchase = url.replace(purchase.id, '00000000-0000-4000-8000-000000000000');
    const otherUser = url.replace(`user=${fan.id}`, `user=${otherFan.id}`);
    const unbound = url.replace(`&user=${fan.id}`, '');
    for (const tampered of [otherPurchase, otherUser, unbound]) {
      const res = await get(tampered);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
  });

  it('serves the buyer, with Range, HEAD and 304, signed in or not (a player sends no session)', async () => {
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(whole.headers['cdn-cache-control']).toBe('max-age=60');
    const part = await get(url, { token: fan.token, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/50000');
    expect(part.rawPayload.equals(VIDEO.subarray(1000, 2000))).toBe(true);
    const viaCookie = await get(url, { headers: { cookie: `token=${fan.token}`, range: 'bytes=-100' } });
    expect(viaCookie.statusCode).toBe(206);
    const head = await t.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('50000');
    const again = await get(url, { headers: { 'if-none-match': whole.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses the link to another account’s session (header or cookie), and to the seller', async () => {
    for (const options of [{ token: otherFan.token }, { headers: { cookie: `token=${otherFan.token}` } }, { token: seller.token }, { token: admin }]) {
      const res = await get(url, { ...options, headers: { ...options.headers, range: 'bytes=0-99' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'LINK_FOR_ANOTHER_ACCOUNT', message: expect.stringMatching(/issued to another account/) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A stale or unknown token cookie is no session: the link alone decides.
    expect((await get(url, { headers: { cookie: 'token=not-a-session' } })).statusCode).toBe(200);
  });

  it('answers 410 on the same link once the order is refunded, Range and revalidation included; buying again gives a new link', async () => {
    const before = await get(url);
    expect((await refund(txId)).statusCode).toBe(200);
    expectGone(await get(url), 'PURCHASE_REVOKED', /the purchase it was issued for was refunded/);
    expectGone(await get(url, { token: fan.token, headers: { range: 'bytes=0-1' } }), 'PURCHASE_REVOKED', /refunded/);
    expectGone(await get(url, { headers: { 'if-none-match': before.headers.etag as string } }), 'PURCHASE_REVOKED', /refunded/);
    expect((await t.request({ method: 'HEAD', url })).statusCode).toBe(410);
    expect((await videoDetail(videoId, fan.token)).video).toBeNull();

    await buyVideo(fan, videoId);
    const renewed = (await videoDetail(videoId, fan.token)).video.url;
    expect(query(renewed).grant).not.toBe(query(url).grant);
    expect((await get(renewed)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(410);
  });
});

describe('a bought digital product', () => {
  it('downloads with Range until the order is refunded, then the same link answers 410', async () => {
    const [fan, otherFan] = [await newFan(t), await newFan(t)];
    const ebook = await createProduct(t.db, {
      performer_id: seller.id,
      name: 'Grant ebook',
      type: 'digital',
      stock: null,
      price_cents: 700,
      digital_file_key: 'grants/ebook.pdf',
    });
    const txId = await pendingPurchase(await purchaseProducts(t, fan, { products: [{ _id: ebook.id, quantity: 1 }] }));
    expect((await decide(t, fan, txId, 'approve')).statusCode).toBe(200);
    const res = await get(`/api/user/assets/products/${ebook.id}/download-link`, { token: fan.token });
    expect(res.statusCode).toBe(200);
    const { downloadLink } = res.json().data;
    expect(query(downloadLink)).toMatchObject({ grant: expect.stringMatching(/^purchase\./), user: fan.id, filename: expect.stringMatching(/\.pdf$/) });

    const part = await get(downloadLink, { token: fan.token, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-disposition']).toMatch(/^attachment/);
    expect(part.rawPayload.equals(EBOOK.subarray(0, 10))).toBe(true);
    expect((await get(downloadLink, { token: otherFan.token })).json().code).toBe('LINK_FOR_ANOTHER_ACCOUNT');

    expect((await refund(txId)).statusCode).toBe(200);
    expectGone(await get(downloadLink), 'PURCHASE_REVOKED', /the purchase it was issued for was refunded/);
    expectGone(await get(downloadLink, { token: fan.token, headers: { range: 'bytes=0-9' } }), 'PURCHASE_REVOKED', /refunded/);
    expect((await get(`/api/user/assets/products/${ebook.id}/download-link`, { token: fan.token })).statusCode).toBe(403);
  });
});

describe('a bought gallery', () => {
  it('gives photo links bound to the purchase, refused once refunded', async () => {
    const fan = await newFan(t);
    const gallery = await createGallery(t.db, { performer_id: seller.id, access: 'sale', price_cents: 500 });
    await createPhoto(t.db, { gallery_id: gallery.id, performer_id: seller.id, file_key: 'grants/photo.jpg' });
    const txId = await pendingPurchase(await t.request({ method: 'POST', url: `/api/payment/purchase-gallery/${gallery.id}`, token: fan.token, payload: {} }));
    expect((await decide(t, fan, txId, 'approve')).statusCode).toBe(200);
    const photos = (await get(`/api/user/assets/gallery/${gallery.id}/photos`, { token: fan.token })).json().data.data;
    expect(photos).toHaveLength(1);
    const photoUrl = photos[0].url as string;
    expect(query(photoUrl)).toMatchObject({ grant: expect.stringMatching(/^purchase\./), user: fan.id });
    expect((await get(photoUrl)).statusCode).toBe(200);
    expect((await refund(txId)).statusCode).toBe(200);
    expectGone(await get(photoUrl), 'PURCHASE_REVOKED', /refunded/);
  });
});

describe('a subscriber’s link', () => {
  it('names the subscription and stops when the subscription ends (its period over, or refunded)', async () => {
    const { performer, packageId } = await performerWithPackage(t, { recurring: false });
    const video = await createVideo(t.db, { performer_id: performer.id, access: 'subscribers', file_key: 'grants/full.mp4' });
    const fan = await newFan(t);
    const otherFan = await newFan(t);
    await subscribed(t, fan, packageId);
    const subscription = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', fan.id).executeTakeFirstOrThrow();
    const url = (await videoDetail(video.id, fan.token)).video.url as string;
    expect(query(url)).toMatchObject({ grant: expect.stringMatching(new RegExp(`^subscription\\.${subscription.id}\\.`)), user: fan.id });
    expect((await get(url, { headers: { range: 'bytes=0-99' } })).statusCode).toBe(206);
    expect((await get(url, { token: otherFan.token })).statusCode).toBe(403);

    // The link is 4 hours long; the subscription ends an hour from now.
    clock.set(new Date(clock.now().getTime() + 30 * DAY - 60 * 60 * 1000));
    expect((await get(url, { token: fan.token, headers: { range: 'bytes=0-99' } })).statusCode).toBe(206);
    clock.set(new Date(clock.now().getTime() + 60 * 60 * 1000 + 1));
    expectGone(await get(url, { token: fan.token, headers: { range: 'bytes=0-99' } }), 'SUBSCRIPTION_ENDED', /the subscription it was issued for has ended/);
    expect((await videoDetail(video.id, fan.token)).video).toBeNull();

    // Subscribing again (the clock stays past the first period) is a new grant: a new link; a refund of that subscription ends it, and its links.
    const txId = await subscribed(t, fan, packageId);
    const renewed = (await videoDetail(video.id, fan.token)).video.url as string;
    expect(query(renewed).grant).not.toBe(query(url).grant);
    expect((await get(renewed)).statusCode).toBe(200);
    expect((await refund(txId)).statusCode).toBe(200);
    expectGone(await get(renewed), 'SUBSCRIPTION_ENDED', /has ended/);
  });
});

describe('the owner’s link and a free video’s link', () => {
  it('serves the performer her own video (ownership, bound to her), refused to a fan’s session', async () => {
    const video = await saleVideo();
    const fan = await newFan(t);
    const url = (await videoDetail(video.id, seller.token)).video.url as string;
    expect(query(url)).toMatchObject({ grant: `owner.${seller.id}.0`, user: seller.id });
    expect((await get(url, { token: seller.token, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url, { token: fan.token })).statusCode).toBe(403);
    const own = await get(`/api/performer/assets/videos/${video.id}/view`, { token: seller.token });
    expect(query(own.json().data.video.url)).toMatchObject({ grant: `owner.${seller.id}.0`, user: seller.id });
  });

  it('ends an owner’s link when her account is closed', async () => {
    const closing = await signedIn(t, await createUser(t.db, { roles: ['performer', 'user'] }));
    const url = signFileUrl('grants/full.mp4', {
      secret: t.app.services.fileUrlSecret,
      link: { grant: { kind: 'owner', id: closing.id, version: '0' }, userId: closing.id },
    });
    expect((await get(url)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', closing.id).execute();
    expectGone(await get(url), 'OWNERSHIP_ENDED', /the account it was issued to is closed/);
  });

  it('gives a free video a link bound to no account, that any session may open', async () => {
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'free', file_key: 'grants/full.mp4' });
    const fan = await newFan(t);
    const anonymous = (await videoDetail(video.id)).video.url as string;
    expect(query(anonymous).grant).toBe(`free.${video.id}.0`);
    expect(query(anonymous).user).toBeUndefined();
    expect((await get(anonymous, { token: fan.token, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
    expect(query((await videoDetail(video.id, fan.token)).video.url).user).toBeUndefined();
  });
});

describe('links the file route refuses before looking at the file', () => {
  const secret = () => t.app.services.fileUrlSecret;

  it('a signed link that names no grant: 403 GRANT_REQUIRED', async () => {
    const res = await get(signFileUrl('grants/full.mp4', { secret: secret() }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'GRANT_REQUIRED', message: expect.stringMatching(/does not say what it was issued for/) });
  });

  it('a grant kind the site does not issue, or a free grant bound to an account: 403', async () => {
    const fan = await newFan(t);
    for (const link of [
      { grant: { kind: 'gift', id: fan.id, version: '0' }, userId: fan.id },
      { grant: { kind: 'free', id: fan.id, version: '0' }, userId: fan.id },
    ]) {
      const res = await get(signFileUrl('grants/full.mp4', { secret: secret(), link }));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('INVALID_GRANT');
    }
  });

  it('a purchase grant of a wrong version or another user’s purchase: 410', async () => {
    const fan = await newFan(t);
    const video = await saleVideo();
    await buyVideo(fan, video.id);
    const purchase = await t.db.selectFrom('purchases').select('id').where('user_id', '=', fan.id).executeTakeFirstOrThrow();
    const other = await newFan(t);
    for (const link of [
      { grant: { kind: 'purchase', id: purchase.id, version: 'old' }, userId: fan.id },
      {
        grant: { kind: 'purchase', id: purchase.id, version: query((await videoDetail(video.id, fan.token)).video.url).grant.split('.')[2] },
        userId: other.id,
      },
    ]) {
      expectGone(await get(signFileUrl('grants/full.mp4', { secret: secret(), link })), 'PURCHASE_REVOKED', /refunded/);
    }
  });

  it('verifyFileSignature reads the grant and the account back, and signFileUrl refuses malformed ones', () => {
    const now = 1_767_225_600_000;
    const link = { grant: { kind: 'purchase', id: '6f1c2a7e-0000-4000-8000-000000000001', version: 'mk3v1x' }, userId: '6f1c2a7e-0000-4000-8000-000000000002' };
    const url = signFileUrl('videos/a b.mp4', { secret: 'a-secret-of-enough-length', link, now });
    expect(url).toBe(
      `/api/files/protected/videos/a%20b.mp4?expires=${now / 1000 + DEFAULT_SIGNED_URL_SECONDS}&signature=${query(url).signature}&grant=purchase.${link.grant.id}.mk3v1x&user=${link.userId}`,
    );
    expect(verifyFileSignature('videos/a b.mp4', query(url), 'a-secret-of-enough-length', now)).toEqual({ ok: true, expires: now / 1000 + 300, link });
    expect(verifyFileSignature('videos/a b.mp4', { ...query(url), grant: 'purchase..x' }, 'a-secret-of-enough-length', now)).toMatchObject({
      reason: 'malformed',
    });
    expect(() => signFileUrl('a.mp4', { secret: 's', link: { grant: { kind: 'Purchase!', id: 'x', version: '1' }, userId: null } })).toThrow(
      /Not a valid file grant/,
    );
    expect(() => signFileUrl('a.mp4', { secret: 's', filename: 'a\nb.pdf' })).toThrow(/control characters/);
  });
});
