/**
 * @jest-environment node
 */
// A creator's own posts: written in the Studio (text with a few marks, photos uploaded by tus, videos of theirs),
// scheduled, previewed, published; shown on their page as each viewer may see them (free, subscribers, pay-per-view:
// bought through checkout like a video); liked and commented; and every write refused to another performer and a fan.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { injectTransport } from '../../server/payments/webhook-transport';
import { createPerformer, createUser, createVideo } from './helpers/catalogue';
import { decide, pendingPurchase } from './helpers/checkout';
import { listen } from './helpers/sockets';
import { performerWithPackage, signedIn, subscribed, type Person } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cameraJpeg, tusSend } from './helpers/tus-uploads';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { webhookTransport: injectTransport });
  base = await listen(t);
}, 60_000);
afterAll(() => t.close());

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api${url}`, token, payload: payload as object });

const performer = async () => signedIn(t, await createPerformer(t.db));
const fan = async () => signedIn(t, await createUser(t.db));

async function newPost(who: Person, body: object = { title: 'Morning notes', body: 'Hello **fans**', access: 'subscribers' }): Promise<string> {
  const res = await call(who.token, 'POST', '/performer/creator-posts', body);
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

const uploadPostPhoto = (token: string, postId: string, bytes: Buffer) =>
  tusSend(`${base}/api/performer/uploads/post-media`, token, { postId, filename: 'photo.jpg' }, bytes);

const ownView = async (who: Person, id: string) => (await call(who.token, 'GET', `/performer/assets/creator-posts/${id}/view`)).json().data;
const publish = (who: Person, id: string, body: object = { publish: true }) => call(who.token, 'POST', `/performer/creator-posts/${id}/publish`, body);
const stored = (key: string) => path.join(t.config.dataDir, 'files', key);

describe('a performer writes a post in the Studio', () => {
  it('creates a draft, renders its marks safely, and edits it; pay-per-view asks a price', async () => {
    const me = await performer();
    const created = await call(me.token, 'POST', '/performer/creator-posts', {
      title: '  Behind the scenes ',
      body: 'A **bold** day.\nSee https://example.com and <script>alert(1)</script> [x](javascript:alert(1))',
      access: 'free',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({ title: 'Behind the scenes', access: 'free', price: 0, publication: 'draft', mediaCount: 0, media: [] });
    expect(post.slug).toMatch(/^behind-the-scenes-[0-9a-f]{6}$/);
    expect(post.html).toContain('<strong>bold</strong>');
    expect(post.html).toContain('<br />');
    expect(post.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow ugc">');
    // Marks it does not take stay text: no element, no javascript: link.
    expect(post.html).not.toMatch(/<script|href="javascript/);
    expect(post.html).toContain('&lt;script&gt;');

    const noPrice = await call(me.token, 'PATCH', `/performer/creator-posts/${post._id}`, { access: 'sale' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe('A pay-per-view post needs a price above zero.');
    const edited = await call(me.token, 'PATCH', `/performer/creator-posts/${post._id}`, { access: 'sale', price: 499, body: 'New words' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ access: 'sale', price: 499, body: 'New words', title: 'Behind the scenes' });
  });

  it('refuses bad input with a clear 4xx and creates nothing', async () => {
    const me = await performer();
    const before = await t.db
      .selectFrom('creator_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('performer_id', '=', me.id)
      .executeTakeFirstOrThrow();
    const refusals = [
      { title: '', access: 'free' },
      { title: 'x'.repeat(201), access: 'free' },
      { title: 'Long', body: 'x'.repeat(10_001), access: 'free' },
      { title: 'Bell\u0007', access: 'free' },
      { title: 'Zero', access: 'sale', price: 0 },
      { title: 'Money', access: 'sale', price: 1.5 },
    ];
    const statuses = [];
    for (const body of refusals) statuses.push((await call(me.token, 'POST', '/performer/creator-posts', body)).statusCode);
    expect(statuses).toEqual(refusals.map(() => 400));
    const huge = await call(me.token, 'POST', '/performer/creator-posts', { title: 'Huge', body: 'x'.repeat(1024 * 1024), access: 'free' });
    expect([400, 413]).toContain(huge.statusCode);
    const after = await t.db
      .selectFrom('creator_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('performer_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('takes photos by tus (EXIF gone, a blurred preview made), videos of theirs, their order and removal', async () => {
    const me = await performer();
    const id = await newPost(me);
    expect((await uploadPostPhoto(me.token, id, await cameraJpeg(640, 480))).status).toBe(204);
    const notPhoto = await uploadPostPhoto(me.token, id, Buffer.from('%PDF-1.4\n' + 'x'.repeat(2000)));
    expect(notPhoto.status).toBe(415);
    const video = await createVideo(t.db, { performer_id: me.id, title: 'My clip' });
    const attached = await call(me.token, 'POST', `/performer/creator-posts/${id}/videos`, { videoId: video.id });
    expect(attached.statusCode).toBe(200);
    expect((await call(me.token, 'POST', `/performer/creator-posts/${id}/videos`, { videoId: video.id })).statusCode).toBe(409);
    const someoneElses = await createVideo(t.db, { performer_id: (await createPerformer(t.db)).id });
    expect((await call(me.token, 'POST', `/performer/creator-posts/${id}/videos`, { videoId: someoneElses.id })).statusCode).toBe(404);

    const post = await ownView(me, id);
    expect(post.mediaCount).toBe(2);
    expect(post.media.map((m: { kind: string }) => m.kind)).toEqual(['photo', 'video']);
    const [photo, clip] = post.media;
    expect(clip.video).toMatchObject({ _id: video.id, title: 'My clip' });
    const row = await t.db.selectFrom('creator_post_media').selectAll().where('id', '=', photo._id).executeTakeFirstOrThrow();
    const full = await sharp(stored(`protected/${row.file_key}`)).metadata();
    expect(full.exif).toBeUndefined();
    expect([full.width, full.height]).toEqual([480, 640]);
    expect((await sharp(stored(`public/${row.blur_key}`)).metadata()).width).toBe(48);

    const reordered = await call(me.token, 'PUT', `/performer/creator-posts/${id}/media/order`, { mediaIds: [clip._id, photo._id] });
    expect(reordered.json().data.media.map((m: { _id: string }) => m._id)).toEqual([clip._id, photo._id]);
    expect((await call(me.token, 'PUT', `/performer/creator-posts/${id}/media/order`, { mediaIds: [clip._id] })).statusCode).toBe(400);
    const removed = await call(me.token, 'DELETE', `/performer/creator-posts/${id}/media/${photo._id}`);
    expect(removed.json().data).toMatchObject({ mediaCount: 1 });
    expect(fs.existsSync(stored(`protected/${row.file_key}`))).toBe(false);
  });

  it('holds at most creatorPostMaxMedia photos and videos', async () => {
    const me = await performer();
    const id = await newPost(me);
    await t.app.services.settings.set('creatorPostMaxMedia', 1);
    try {
      const video = await createVideo(t.db, { performer_id: me.id });
      expect((await call(me.token, 'POST', `/performer/creator-posts/${id}/videos`, { videoId: video.id })).statusCode).toBe(200);
      const full = await uploadPostPhoto(me.token, id, await cameraJpeg());
      expect(full.status).toBe(409);
      expect(full.message).toBe('A post holds at most 1 photos and videos, and this one is full.');
    } finally {
      await t.app.services.settings.set('creatorPostMaxMedia', 20);
    }
  });

  it('publishes (not an empty post), schedules (not in the past), previews for its owner only, and unpublishes', async () => {
    const me = await performer();
    const empty = await newPost(me, { title: 'Nothing yet', access: 'free' });
    const refused = await publish(me, empty);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMPTY_POST');

    const id = await newPost(me, { title: 'Soon', body: 'Coming up', access: 'free' });
    expect((await publish(me, id, { publish: true, at: new Date(Date.now() - 60_000).toISOString() })).json().code).toBe('SCHEDULE_IN_PAST');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await publish(me, id, { publish: true, at })).json().data).toMatchObject({ publication: 'scheduled', publishedAt: at });

    const visitor = await call(undefined, 'GET', `/user/assets/creator-posts/${id}/view`);
    expect(visitor.statusCode).toBe(404);
    const other = await performer();
    expect((await call(other.token, 'GET', `/user/assets/creator-posts/${id}/view`)).statusCode).toBe(404);
    const preview = await call(me.token, 'GET', `/user/assets/creator-posts/${id}/view`);
    expect(preview.json().data).toMatchObject({ preview: 'scheduled', canView: true, accessReason: 'owner' });
    expect((await call(undefined, 'GET', `/user/assets/creator-posts/search?performerId=${me.id}`)).json().data.total).toBe(0);

    expect((await publish(me, id)).json().data.publication).toBe('live');
    const listed = (await call(undefined, 'GET', `/user/assets/creator-posts/search?performerId=${me.id}`)).json().data;
    expect(listed.data.map((p: { _id: string }) => p._id)).toEqual([id]);
    expect((await publish(me, id, { publish: false })).json().data.publication).toBe('draft');
    expect((await call(undefined, 'GET', `/user/assets/creator-posts/${id}/view`)).statusCode).toBe(404);
  });

  it('refuses another performer (404, nothing changed), a fan (403) and a visitor (401)', async () => {
    const me = await performer();
    const id = await newPost(me);
    const other = await performer();
    const aFan = await fan();
    for (const [method, url, body] of [
      ['PATCH', `/performer/creator-posts/${id}`, { title: 'Mine now' }],
      ['POST', `/performer/creator-posts/${id}/publish`, { publish: true }],
      ['DELETE', `/performer/creator-posts/${id}`, undefined],
      ['GET', `/performer/assets/creator-posts/${id}/view`, undefined],
    ] as const) {
      expect((await call(other.token, method, url, body)).statusCode).toBe(404);
      expect((await call(aFan.token, method, url, body)).statusCode).toBe(403);
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
    }
    expect(await ownView(me, id)).toMatchObject({ title: 'Morning notes', publication: 'draft' });
    const bulk = await call(other.token, 'POST', '/performer/creator-posts/bulk', { ids: [id], action: 'delete' });
    expect(bulk.json().data).toMatchObject({ done: [], failed: [{ id, code: 'NOT_FOUND' }] });
  });
});

describe('what each viewer sees of a post', () => {
  it('a subscribers-only post with a photo is locked to visitors and fans (blurred preview, no text), open to subscribers', async () => {
    const { performer: creator, packageId } = await performerWithPackage(t);
    const id = await newPost(creator, { title: 'For my subscribers', body: 'Secret **words**', access: 'subscribers' });
    expect((await uploadPostPhoto(creator.token, id, await cameraJpeg(400, 300))).status).toBe(204);
    expect((await publish(creator, id)).statusCode).toBe(200);

    const locked = (await call(undefined, 'GET', `/user/assets/creator-posts/${id}/view`)).json().data;
    expect(locked).toMatchObject({ title: 'For my subscribers', html: null, excerpt: '', canView: false, accessReason: 'locked', mediaCount: 1 });
    expect(locked.media).toHaveLength(1);
    expect(locked.media[0].url).toBeNull();
    expect(locked.media[0].thumbnail).toMatch(/^\/api\/files\/public\/photo-previews\//);
    const thumbBlur = await t.request({ method: 'GET', url: locked.media[0].thumbnail });
    expect(thumbBlur.statusCode).toBe(200);

    const subscriber = await fan();
    await subscribed(t, subscriber, packageId);
    const open = (await call(subscriber.token, 'GET', `/user/assets/creator-posts/${id}/view`)).json().data;
    expect(open).toMatchObject({ canView: true, accessReason: 'subscribed', html: '<p>Secret <strong>words</strong></p>' });
    const photo = await t.request({ method: 'GET', url: open.media[0].url, token: subscriber.token });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const page = (await call(undefined, 'GET', `/user/assets/creator-posts/search?performerId=${creator.id}`)).json().data;
    expect(page).toMatchObject({ total: 1, data: [{ _id: id, canView: false, html: null }] });
  });

  it('a pay-per-view post shows its teaser, is bought once through checkout, and earns its performer', async () => {
    const creator = await performer();
    const id = await newPost(creator, { title: 'Exclusive set', body: 'The first words sell it. And the rest.', access: 'sale', price: 300 });
    expect((await publish(creator, id)).statusCode).toBe(200);
    const buyer = await fan();
    const before = (await call(buyer.token, 'GET', `/user/assets/creator-posts/${id}/view`)).json().data;
    expect(before).toMatchObject({ canView: false, html: null, excerpt: 'The first words sell it. And the rest.', price: 300 });

    const own = await call(creator.token, 'POST', `/payment/purchase-creator-post/${id}`, {});
    expect(own.statusCode).toBe(422);
    const txId = await pendingPurchase(await call(buyer.token, 'POST', `/payment/purchase-creator-post/${id}`, {}));
    expect((await decide(t, buyer, txId, 'approve')).statusCode).toBe(200);
    const after = (await call(buyer.token, 'GET', `/user/assets/creator-posts/${id}/view`)).json().data;
    expect(after).toMatchObject({ canView: true, accessReason: 'bought', isBought: true });
    const again = await call(buyer.token, 'POST', `/payment/purchase-creator-post/${id}`, {});
    expect(again.statusCode).toBe(409);
    const earned = await t.db.selectFrom('earnings').selectAll().where('source_type', '=', 'creator_post').where('source_id', '=', id).execute();
    expect(earned).toHaveLength(1);
    expect(earned[0].performer_id).toBe(creator.id);

    // Bought, it stays for its buyer when its performer deletes it: hidden from everyone else.
    const removal = await call(creator.token, 'DELETE', `/performer/creator-posts/${id}`);
    expect(removal.json().data.removed).toBe('kept for buyers');
    const studio = await call(creator.token, 'GET', '/performer/assets/creator-posts/search');
    expect(studio.json().data.data.find((p: { _id: string }) => p._id === id)).toMatchObject({ publication: 'inactive', salesCount: 1 });
    expect((await call(undefined, 'GET', `/user/assets/creator-posts/${id}/view`)).statusCode).toBe(404);
  });

  it('is liked and commented like other content', async () => {
    const creator = await performer();
    const id = await newPost(creator, { title: 'Say hi', body: 'Hi', access: 'free' });
    expect((await publish(creator, id)).statusCode).toBe(200);
    const aFan = await fan();
    const liked = await call(aFan.token, 'POST', '/reactions', { objectType: 'creator_post', objectId: id, action: 'like' });
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data).toMatchObject({ reacted: true, count: 1 });
    const comment = await call(aFan.token, 'POST', '/comments', { objectType: 'creator_post', objectId: id, content: 'Lovely' });
    expect(comment.statusCode).toBe(200);
    const seen = (await call(undefined, 'GET', `/user/assets/creator-posts/${id}/view`)).json().data;
    expect(seen.stats).toEqual({ views: 0, likes: 1, comments: 1 });
    const draft = await newPost(creator);
    expect((await call(aFan.token, 'POST', '/comments', { objectType: 'creator_post', objectId: draft, content: 'Early' })).statusCode).toBe(404);
  });
});
