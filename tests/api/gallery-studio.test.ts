/**
 * @jest-environment node
 */
// The Studio's galleries: a draft, its photos uploaded (tus), ordered, captioned, its cover picked, scheduled,
// previewed by its owner, published, deleted; and every write refused to another performer and to a fan.
import fs from 'node:fs';
import path from 'node:path';
import { createCategory, createPerformer, createUser } from './helpers/catalogue';
import { cameraJpeg, uploadPhoto } from './helpers/tus-uploads';
import { listen } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

const PASSWORD = 'test-password';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
}, 60_000);
afterAll(() => t.close());

interface OwnPhoto {
  _id: string;
  state: string;
  caption: string | null;
  thumbnail: string | null;
  ordering: number;
}

async function performer() {
  const user = await createPerformer(t.db);
  return { user, token: await t.login(user.username, PASSWORD) };
}

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url: `/api${url}`, token, payload: payload as object });

async function newGallery(token: string, body: object = { title: 'Beach days', access: 'free' }): Promise<string> {
  const res = await call(token, 'POST', '/performer/galleries', body);
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

async function withPhotos(token: string, galleryId: string, count: number): Promise<OwnPhoto[]> {
  for (let i = 0; i < count; i++) expect((await uploadPhoto(base, token, galleryId, await cameraJpeg(300 + i * 10, 200))).status).toBe(204);
  return (await call(token, 'GET', `/performer/assets/galleries/${galleryId}/view`)).json().data.photos;
}

const stored = (key: string) => fs.existsSync(path.join(t.config.dataDir, 'files', key));

describe('a performer makes a gallery in the Studio', () => {
  it('creates a draft with its details, and edits them; pay-per-view asks a price', async () => {
    const { token } = await performer();
    const category = await createCategory(t.db, 'gallery');
    const created = await call(token, 'POST', '/performer/galleries', {
      title: '  Studio portraits ',
      description: 'Shot at dawn.',
      access: 'sale',
      price: 499,
      tags: ['dawn', 'dawn', ' studio '],
      categoryIds: [category.id],
    });
    expect(created.statusCode).toBe(201);
    const gallery = created.json().data;
    expect(gallery).toMatchObject({
      title: 'Studio portraits',
      description: 'Shot at dawn.',
      access: 'sale',
      price: 499,
      tags: ['dawn', 'studio'],
      publication: 'draft',
      photosCount: 0,
      photos: [],
      cover: null,
      coverPhotoId: null,
    });
    expect(gallery.slug).toMatch(/^studio-portraits-[0-9a-f]{6}$/);
    expect(gallery.categories.map((c: { _id: string }) => c._id)).toEqual([category.id]);

    const edited = await call(token, 'PATCH', `/performer/galleries/${gallery._id}`, { title: 'Portraits', access: 'subscribers' });
    expect(edited.json().data).toMatchObject({ title: 'Portraits', access: 'subscribers', price: 0, slug: gallery.slug, description: 'Shot at dawn.' });

    const noPrice = await call(token, 'POST', '/performer/galleries', { title: 'For sale', access: 'sale' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().code).toBe('PRICE_REQUIRED');
    for (const body of [
      { title: '', access: 'free' },
      { title: 'x'.repeat(201), access: 'free' },
      { title: 'Ok', access: 'sale', price: 0 },
      { title: 'Ok', access: 'free', tags: Array(31).fill('t') },
    ])
      expect((await call(token, 'POST', '/performer/galleries', body)).statusCode).toBe(400);
  });

  it('orders, captions and removes photos, and picks the cover; the cover follows when its photo goes', async () => {
    const { token } = await performer();
    const galleryId = await newGallery(token);
    const photos = await withPhotos(token, galleryId, 3);
    expect(photos.map((p) => p.state)).toEqual(['ready', 'ready', 'ready']);
    expect(photos.every((p) => p.thumbnail?.includes('signature='))).toBe(true);
    const view = async () => (await call(token, 'GET', `/performer/assets/galleries/${galleryId}/view`)).json().data;
    expect((await view()).coverPhotoId).toBe(photos[0]._id);

    const reversed = photos.map((p) => p._id).reverse();
    const reordered = await call(token, 'PUT', `/performer/galleries/${galleryId}/photos/order`, { photoIds: reversed });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.photos.map((p: OwnPhoto) => p._id)).toEqual(reversed);
    // Not every photo once: refused, the order stays.
    const partial = await call(token, 'PUT', `/performer/galleries/${galleryId}/photos/order`, { photoIds: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('PHOTO_ORDER_MISMATCH');
    expect((await view()).photos.map((p: OwnPhoto) => p._id)).toEqual(reversed);

    const captioned = await call(token, 'PATCH', `/performer/galleries/${galleryId}/photos/${photos[1]._id}`, { caption: ' The pier at dawn ' });
    expect(captioned.json().data.photos.find((p: OwnPhoto) => p._id === photos[1]._id).caption).toBe('The pier at dawn');
    expect((await call(token, 'PATCH', `/performer/galleries/${galleryId}/photos/${photos[1]._id}`, { caption: 'a\u0007b' })).statusCode).toBe(400);

    const before = await view();
    const covered = (await call(token, 'POST', `/performer/galleries/${galleryId}/cover`, { photoId: photos[2]._id })).json().data;
    expect(covered.coverPhotoId).toBe(photos[2]._id);
    expect(covered.cover).not.toBe(before.cover);
    expect(stored(`public/${before.cover.replace('/api/files/public/', '')}`)).toBe(false);

    const row = await t.db.selectFrom('photos').selectAll().where('id', '=', photos[2]._id).executeTakeFirstOrThrow();
    const removed = (await call(token, 'DELETE', `/performer/galleries/${galleryId}/photos/${photos[2]._id}`)).json().data;
    expect(removed.photos.map((p: OwnPhoto) => p._id)).toEqual([photos[1]._id, photos[0]._id]);
    expect(removed.photosCount).toBe(2);
    // Its cover went with it: the first photo left is the cover now.
    expect(removed.coverPhotoId).toBe(photos[1]._id);
    for (const key of [`protected/${row.file_key}`, `protected/${row.thumb_key}`, `public/${row.blur_key}`]) expect(stored(key)).toBe(false);
  });

  it('schedules it, shows it to its owner only as a preview, publishes it, and deletes it with its files', async () => {
    const { user, token } = await performer();
    const galleryId = await newGallery(token, { title: 'Night swim', access: 'subscribers' });
    const publishEmpty = await call(token, 'POST', `/performer/galleries/${galleryId}/publish`, { publish: true });
    expect(publishEmpty.statusCode).toBe(409);
    expect(publishEmpty.json().code).toBe('NO_PHOTOS');
    const photos = await withPhotos(token, galleryId, 2);

    const past = await call(token, 'POST', `/performer/galleries/${galleryId}/publish`, { publish: true, at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.json().code).toBe('SCHEDULE_IN_PAST');
    const at = new Date(Date.now() + 2 * 60 * 60_000);
    const scheduled = await call(token, 'POST', `/performer/galleries/${galleryId}/publish`, { publish: true, at: at.toISOString() });
    expect(scheduled.json().data).toMatchObject({ publication: 'scheduled', publishedAt: at.toISOString() });

    const page = (token?: string) => call(token, 'GET', `/user/assets/galleries/${galleryId}/view`);
    expect((await page(token)).json().data).toMatchObject({ preview: 'scheduled', canView: true });
    const ownPhotos = (await call(token, 'GET', `/user/assets/gallery/${galleryId}/photos`)).json().data.data;
    expect(ownPhotos.map((p: { _id: string }) => p._id)).toEqual(photos.map((p) => p._id));
    const fan = await createUser(t.db);
    const { token: other } = await performer();
    for (const who of [undefined, await t.login(fan.username, PASSWORD), other]) {
      expect((await page(who)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/user/assets/gallery/${galleryId}/photos`)).statusCode).toBe(404);
    }

    const live = await call(token, 'POST', `/performer/galleries/${galleryId}/publish`, { publish: true });
    expect(live.json().data.publication).toBe('live');
    expect((await page()).json().data).toMatchObject({ title: 'Night swim', canView: false });
    const listed = (await call(token, 'GET', '/performer/assets/galleries/search?limit=50')).json().data;
    expect(listed.data.map((g: { _id: string }) => g._id)).toContain(galleryId);

    const files = await t.db.selectFrom('photos').select(['file_key', 'thumb_key', 'blur_key']).where('gallery_id', '=', galleryId).execute();
    const deleted = await call(token, 'DELETE', `/performer/galleries/${galleryId}`);
    expect(deleted.json().data).toEqual({ removed: 'deleted' });
    expect(await t.db.selectFrom('galleries').select('id').where('id', '=', galleryId).executeTakeFirst()).toBeUndefined();
    for (const photo of files) expect(stored(`protected/${photo.file_key}`)).toBe(false);
    expect((await call(token, 'GET', `/performer/assets/galleries/search?performerId=${user.id}`)).json().data.total).toBe(0);
  });

  it('answers another performer as if the gallery did not exist, refuses a fan, and changes nothing', async () => {
    const { token } = await performer();
    const galleryId = await newGallery(token, { title: 'Mine', access: 'free' });
    const [photo] = await withPhotos(token, galleryId, 1);
    const { token: other } = await performer();
    const fan = await createUser(t.db);
    const fanToken = await t.login(fan.username, PASSWORD);
    const writes: Array<['POST' | 'PATCH' | 'PUT' | 'DELETE', string, object?]> = [
      ['PATCH', `/performer/galleries/${galleryId}`, { title: 'Theirs' }],
      ['POST', `/performer/galleries/${galleryId}/publish`, { publish: true }],
      ['PUT', `/performer/galleries/${galleryId}/photos/order`, { photoIds: [photo._id] }],
      ['PATCH', `/performer/galleries/${galleryId}/photos/${photo._id}`, { caption: 'Theirs' }],
      ['POST', `/performer/galleries/${galleryId}/cover`, { photoId: photo._id }],
      ['DELETE', `/performer/galleries/${galleryId}/photos/${photo._id}`],
      ['DELETE', `/performer/galleries/${galleryId}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(other, method, url, body)).statusCode).toBe(404);
      expect((await call(fanToken, method, url, body)).statusCode).toBe(403);
    }
    const view = (await call(token, 'GET', `/performer/assets/galleries/${galleryId}/view`)).json().data;
    expect(view).toMatchObject({ title: 'Mine', publication: 'draft', photosCount: 1 });
    expect(view.photos[0]).toMatchObject({ _id: photo._id, caption: null });
  });
});
