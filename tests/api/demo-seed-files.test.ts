import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/db';
import { seedBulkVideos } from '../../server/db/seed/bulk';
import { seedDemoCatalogueOnce, type CatalogueSeedReport } from '../../server/db/seed/catalogue';
import { DEMO_CLIP_SECONDS, DEMO_TEASER_SECONDS, DemoMediaWriter } from '../../server/db/seed/catalogue/media-writer';
import { configureFfmpeg, ffmpegPaths, probeVideo } from '../../server/media';
import { HAS_FFMPEG } from './helpers/ffmpeg';
import { LocalFileStorage, protectedKey, publicKey } from '../../server/storage';
import { mp4Header } from './helpers/mp4-header';
import { openTestDatabase } from './helpers/test-database';

// Issue 9: the demo seed stored 8 clips as both the public teaser and the protected full video of 45 videos.
// Every protected file of the seed must be its own bytes, and nothing public may be the bytes of a protected file.

if (!HAS_FFMPEG) console.warn('ffmpeg/ffprobe are not installed: the seeded videos have no files, so their checks are skipped.');
const withFfmpeg = HAS_FFMPEG ? it : it.skip;

let db: Db;
let close: () => Promise<void>;
let root: string;
let report: CatalogueSeedReport | null;

const filePath = (storageKey: string) => path.join(root, storageKey);
const sha256 = (storageKey: string) =>
  createHash('sha256')
    .update(fs.readFileSync(filePath(storageKey)))
    .digest('hex');
const size = (storageKey: string) => fs.statSync(filePath(storageKey)).size;

/** Storage keys of every file under a top folder of the storage (public/ or protected/). */
function storedKeys(top: string): string[] {
  return fs
    .readdirSync(path.join(root, top), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function expectAllDifferent(values: string[]) {
  const repeated = values.filter((value, i) => values.indexOf(value) !== i);
  expect(repeated).toEqual([]);
}

beforeAll(async () => {
  const handle = await openTestDatabase();
  db = handle.db;
  close = () => handle.close();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-seed-files-'));
  report = await seedDemoCatalogueOnce(db, new LocalFileStorage(root));
}, 300_000);

afterAll(async () => {
  await close?.();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the demo seed gives every protected asset a file of its own', () => {
  withFfmpeg('every video has its own protected clip: no shared key, no shared bytes', async () => {
    const videos = await db.selectFrom('videos').select(['access', 'file_key']).execute();
    expect(videos.length).toBeGreaterThanOrEqual(45);
    expect(new Set(videos.map((v) => v.access))).toEqual(new Set(['free', 'subscribers', 'sale']));
    expect(report?.clips).toBe(videos.length);
    const keys = videos.map((v) => v.file_key);
    expect(keys).not.toContain(null);
    expectAllDifferent(keys as string[]);
    expectAllDifferent(keys.map((key) => sha256(protectedKey(key!))));
  });

  withFfmpeg('every teaser is a real preview: its own public file, smaller, shorter and lower in resolution than its clip', async () => {
    const videos = await db.selectFrom('videos').select(['file_key', 'teaser_key', 'duration_seconds', 'width']).execute();
    const teaserKeys = videos.map((v) => v.teaser_key);
    expect(teaserKeys).not.toContain(null);
    expectAllDifferent(teaserKeys as string[]);
    const protectedHashes = new Set(videos.map((v) => sha256(protectedKey(v.file_key!))));

    const facts = (storageKey: string) => mp4Header(fs.readFileSync(filePath(storageKey)));
    for (const video of videos) {
      const full = protectedKey(video.file_key!);
      const teaser = publicKey(video.teaser_key!);
      expect(protectedHashes.has(sha256(teaser))).toBe(false);
      expect(size(teaser)).toBeLessThan(size(full) / 2);
      expect(facts(full).durationSeconds).toBeGreaterThan(DEMO_CLIP_SECONDS - 0.5);
      expect(facts(teaser).durationSeconds).toBeLessThanOrEqual(DEMO_TEASER_SECONDS + 0.2);
      // A taste of the video, not most of it.
      expect(facts(teaser).durationSeconds).toBeLessThan(facts(full).durationSeconds / 5);
      expect(facts(teaser).width).toBeLessThan(facts(full).width);
      expect(video.duration_seconds).toBe(Math.round(facts(full).durationSeconds));
      expect(video.width).toBe(facts(full).width);
    }

    // The header reader agrees with ffprobe.
    for (const storageKey of [protectedKey(videos[0].file_key!), publicKey(videos[0].teaser_key!)]) {
      const probed = await probeVideo(filePath(storageKey));
      expect(facts(storageKey).width).toBe(probed!.width);
      expect(facts(storageKey).durationSeconds).toBeCloseTo(probed!.durationSeconds!, 1);
    }
  });

  it('every gallery photo has its own protected full picture and thumbnail, and a smaller public blurred preview', async () => {
    const photos = await db.selectFrom('photos').select(['file_key', 'thumb_key', 'blur_key']).execute();
    expect(photos.length).toBeGreaterThanOrEqual(90);
    expectAllDifferent(photos.map((p) => p.file_key!));
    expectAllDifferent(photos.map((p) => sha256(protectedKey(p.file_key!))));
    for (const photo of photos) {
      expect(sha256(protectedKey(photo.thumb_key!))).not.toBe(sha256(protectedKey(photo.file_key!)));
      expect(size(protectedKey(photo.thumb_key!))).toBeLessThan(size(protectedKey(photo.file_key!)));
      expect(size(publicKey(photo.blur_key!))).toBeLessThan(size(protectedKey(photo.thumb_key!)));
    }
  });

  it('every digital product has its own protected download, unlike its public product pictures', async () => {
    const products = await db.selectFrom('products').select(['digital_file_key', 'image_keys']).where('type', '=', 'digital').execute();
    expect(products.length).toBeGreaterThanOrEqual(3);
    const downloads = products.map((p) => p.digital_file_key);
    expect(downloads).not.toContain(null);
    expectAllDifferent(downloads as string[]);
    const downloadHashes = downloads.map((key) => sha256(protectedKey(key!)));
    expectAllDifferent(downloadHashes);
    const pictureHashes = products.flatMap((p) => p.image_keys.map((key) => sha256(publicKey(key))));
    expect(downloadHashes.filter((hash) => pictureHashes.includes(hash))).toEqual([]);
  });

  it('across the whole storage, no two protected files are the same bytes and no public file is a protected one', async () => {
    const protectedFiles = storedKeys('protected');
    const publicFiles = storedKeys('public');
    expect(protectedFiles.length).toBeGreaterThanOrEqual(2 * 96 + 5 + (HAS_FFMPEG ? 45 : 0));
    const protectedHashes = protectedFiles.map(sha256);
    expectAllDifferent(protectedHashes);
    const publicHashes = new Set(publicFiles.map(sha256));
    expect(protectedFiles.filter((_, i) => publicHashes.has(protectedHashes[i]))).toEqual([]);

    // Each protected file belongs to exactly one asset (a photo, a gallery's or a post's, has two: the full photo and its thumbnail).
    const [videos, photos, thumbs, products, postPhotos, postThumbs] = await Promise.all([
      db.selectFrom('videos').select('file_key as key').where('file_key', 'is not', null).execute(),
      db.selectFrom('photos').select('file_key as key').execute(),
      db.selectFrom('photos').select('thumb_key as key').execute(),
      db.selectFrom('products').select('digital_file_key as key').where('digital_file_key', 'is not', null).execute(),
      db.selectFrom('creator_post_media').select('file_key as key').where('kind', '=', 'photo').execute(),
      db.selectFrom('creator_post_media').select('thumb_key as key').where('kind', '=', 'photo').execute(),
    ]);
    expect(postPhotos.length).toBeGreaterThan(0);
    const referenced = [...videos, ...photos, ...thumbs, ...products, ...postPhotos, ...postThumbs].map((row) => protectedKey(row.key!));
    expectAllDifferent(referenced);
    expect([...referenced].sort()).toEqual([...protectedFiles].sort());
  });

  it('bulk benchmark videos get no protected file or teaser, so no two videos share one', async () => {
    await seedBulkVideos(db, 30);
    const bulk = await db.selectFrom('videos').select(['access', 'file_key', 'teaser_key', 'thumbnail_key']).where('slug', 'like', 'bulk-video-%').execute();
    expect(bulk).toHaveLength(30);
    expect(new Set(bulk.map((v) => v.access))).toEqual(new Set(['free', 'subscribers', 'sale']));
    for (const video of bulk) expect(video).toMatchObject({ file_key: null, teaser_key: null, thumbnail_key: expect.any(String) });
    const keys = (await db.selectFrom('videos').select('file_key').where('file_key', 'is not', null).execute()).map((v) => v.file_key);
    expectAllDifferent(keys as string[]);
  });
});

describe('without ffmpeg', () => {
  it('makes no clips, so the seed creates its videos without files', async () => {
    const saved = ffmpegPaths();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-no-ffmpeg-'));
    configureFfmpeg({ ffmpeg: path.join(dir, 'no-such-ffmpeg'), ffprobe: path.join(dir, 'no-such-ffprobe') });
    try {
      const clips = await new DemoMediaWriter(new LocalFileStorage(dir)).videoClips([{ name: 'a-video', title: 'A video' }]);
      expect(clips.size).toBe(0);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      configureFfmpeg(saved);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the demo seed’s subscription packages', () => {
  it('gives each performer a monthly and a cheaper-per-month yearly package, the site an all-access one, and the demo fan a priced subscription', async () => {
    const performers = await db.selectFrom('performers').select('user_id').execute();
    const packages = await db.selectFrom('subscription_packages').selectAll().execute();
    expect(performers.length).toBeGreaterThan(0);
    for (const { user_id: performerId } of performers) {
      const own = packages.filter((p) => p.performer_id === performerId);
      const monthly = own.find((p) => p.period_days === 30)!;
      const yearly = own.find((p) => p.period_days === 365)!;
      expect(yearly.price_cents / 12).toBeLessThan(monthly.price_cents);
    }
    expect(packages.filter((p) => p.performer_id === null).map((p) => p.name)).toEqual(['All access']);

    const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const [subscription] = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', demo.id).execute();
    const pkg = packages.find((p) => p.id === subscription.package_id)!;
    expect(subscription).toMatchObject({ status: 'active', price_cents: pkg.price_cents, period_days: 30, recurring: true, gateway: 'sandbox' });
    expect(pkg.performer_id).toBe(subscription.performer_id);
  });
});
