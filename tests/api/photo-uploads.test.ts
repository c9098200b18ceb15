/**
 * @jest-environment node
 */
// A gallery's photos uploaded from the Studio (tus, one upload per photo) and processed by sharp as each completes:
// upright, without metadata, at the site's widths, with a blurred preview made here. Real HTTP, files on disk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { createGallery, createPerformer, createUser } from './helpers/catalogue';
import { cameraJpeg, uploadPhoto as upload } from './helpers/tus-uploads';
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

async function performer() {
  const user = await createPerformer(t.db);
  return { user, token: await t.login(user.username, PASSWORD) };
}

const stored = (key: string) => fs.readFileSync(path.join(t.config.dataDir, 'files', key));

/** A PNG whose header says 50,000 x 50,000 pixels in a file of a few dozen bytes: a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

const uploadPhoto = (token: string, galleryId: string, bytes: Buffer, filename?: string) => upload(base, token, galleryId, bytes, filename);

const photosOf = (galleryId: string) => t.db.selectFrom('photos').selectAll().where('gallery_id', '=', galleryId).orderBy('ordering').execute();
const galleryRow = (id: string) => t.db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const uploadsOf = (userId: string) => t.db.selectFrom('uploads').selectAll().where('user_id', '=', userId).execute();

describe('a performer uploads photos to a gallery of theirs', () => {
  it('keeps the order they were chosen in, turns them upright, strips location and camera, and makes the site’s sizes', async () => {
    const { user, token } = await performer();
    const gallery = await createGallery(t.db, { performer_id: user.id, status: 'draft', access: 'subscribers' });
    const camera = await cameraJpeg();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const wide = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer();

    for (const [bytes, name] of [
      [camera, 'camera.jpg'],
      [wide, 'wide.jpg'],
    ] as const)
      expect(await uploadPhoto(token, gallery.id, bytes, name)).toEqual({ status: 204, message: '' });

    const photos = await photosOf(gallery.id);
    expect(photos.map((p) => p.state)).toEqual(['ready', 'ready']);
    expect(photos.map((p) => p.ordering)).toEqual([0, 1]);
    // The camera's photo was 600 x 400 stored sideways: upright it is 400 x 600.
    expect(photos[0]).toMatchObject({ width: 400, height: 600 });
    expect(photos[1]).toMatchObject({ width: 2560, height: 1920 });
    for (const photo of photos) {
      const full = await sharp(stored(`protected/${photo.file_key}`)).metadata();
      expect(full).toMatchObject({ format: 'webp', width: photo.width, height: photo.height });
      expect(full.exif).toBeUndefined();
      expect(full.orientation).toBeUndefined();
      expect(stored(`protected/${photo.file_key}`).includes('TestCam')).toBe(false);
      expect((await sharp(stored(`protected/${photo.thumb_key}`)).metadata()).width).toBe(Math.min(480, photo.width!));
      expect((await sharp(stored(`public/${photo.blur_key}`)).metadata()).width).toBe(48);
      expect(Number(photo.bytes)).toBeGreaterThan(0);
    }
    const after = await galleryRow(gallery.id);
    expect(after.photos_count).toBe(2);
    // The first photo is the cover until the performer picks one: a public card-sized copy.
    expect((await sharp(stored(`public/${after.cover_key}`)).metadata()).width).toBe(400);
    // The originals (with their metadata) are not kept.
    expect(await uploadsOf(user.id)).toEqual([]);
  });

  it('refuses what is not a photo, a decompression bomb, an empty file and a full gallery, leaving nothing behind', async () => {
    const { user, token } = await performer();
    const gallery = await createGallery(t.db, { performer_id: user.id });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

    expect(await uploadPhoto(token, gallery.id, pdf, 'photo.jpg')).toEqual({
      status: 415,
      message: 'This file is a PDF file, not a photo (JPEG, PNG, WEBP, GIF).',
    });
    expect(await uploadPhoto(token, gallery.id, bombPng(), 'huge.png')).toEqual({
      status: 413,
      message: 'This photo is 50000 x 50000 pixels: the site takes photos of up to 100 megapixels.',
    });
    const whole = await cameraJpeg(2000, 1500);
    expect(await uploadPhoto(token, gallery.id, whole.subarray(0, whole.length / 2))).toEqual({
      status: 422,
      message: 'This photo is damaged or incomplete and cannot be read.',
    });
    expect(await uploadPhoto(token, gallery.id, Buffer.alloc(0))).toEqual({ status: 400, message: 'This file is empty (0 bytes).' });
    expect(await photosOf(gallery.id)).toEqual([]);
    expect(await uploadsOf(user.id)).toEqual([]);
    expect((await galleryRow(gallery.id)).photos_count).toBe(0);

    await t.app.services.settings.set('galleryMaxPhotos', 1);
    try {
      expect((await uploadPhoto(token, gallery.id, await cameraJpeg())).status).toBe(204);
      expect(await uploadPhoto(token, gallery.id, await cameraJpeg())).toEqual({
        status: 409,
        message: 'A gallery holds at most 1 photos, and this one is full.',
      });
      expect(await photosOf(gallery.id)).toHaveLength(1);
    } finally {
      await t.app.services.settings.set('galleryMaxPhotos', 500);
    }
  });

  it('answers another performer’s gallery as a missing one, refuses a fan, and needs the gallery named', async () => {
    const { user: owner } = await performer();
    const gallery = await createGallery(t.db, { performer_id: owner.id });
    const { token: other } = await performer();
    expect(await uploadPhoto(other, gallery.id, await cameraJpeg())).toEqual({ status: 404, message: 'There is no such gallery of yours.' });
    const fan = await createUser(t.db);
    expect((await uploadPhoto(await t.login(fan.username, PASSWORD), gallery.id, await cameraJpeg())).status).toBe(403);
    expect(await uploadPhoto(other, 'not-a-gallery', await cameraJpeg())).toEqual({
      status: 400,
      message: 'Say which gallery this photo is for (the galleryId metadata).',
    });
    expect(await photosOf(gallery.id)).toEqual([]);
  });
});
