// The gallery row (issue 27): a performer's 100 photos (12 MP JPEGs made here) uploaded by tus, 3 at a time as the
// Studio sends them, each processed by the server as its upload completes; beside the same sharp work done bare in
// this process, on the same photos, 3 at a time. Ratio = bare time / Limelight's time (1 would be no overhead at all).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { PHOTO_FULL_EDGE, PHOTO_THUMB_WIDTH } from '../server/media/photos';
import type { Plan } from './plan';
import type { Row } from './report';
import { send } from './studio-client';

const AREA = 'Gallery upload';
/** Uploads (and bare resizes) under way at once: what the Studio sends at once. */
const AT_ONCE = 3;

/** `count` 12-megapixel JPEGs of gradients and shapes with some grain (a flat picture would compress to nothing). */
export async function makePhotos(dir: string, count: number): Promise<string[]> {
  const files: string[] = [];
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 6 } } })
    .png()
    .toBuffer();
  for (let i = 0; i < count; i++) {
    const hue = (i * 37) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},50%,25%)"/></linearGradient></defs>
      <rect width="4000" height="3000" fill="url(#g)"/>
      <circle cx="${1000 + i * 20}" cy="1500" r="700" fill="hsl(${(hue + 60) % 360},70%,50%)" opacity="0.7"/>
      <rect x="2200" y="${600 + i * 10}" width="1200" height="1500" rx="120" fill="hsl(${(hue + 200) % 360},40%,60%)" opacity="0.6"/></svg>`;
    const file = path.join(dir, `photo-${i}.jpg`);
    await sharp(Buffer.from(svg))
      .composite([{ input: grain, blend: 'add' }])
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inLanes<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** The same sharp work as the server's (server/media/photos.ts): upright, 2560 px WebP, 480 px thumbnail, blurred preview. */
async function bare(files: string[]): Promise<number> {
  const startedAt = performance.now();
  await inLanes(files, AT_ONCE, async (file) => {
    const full = await sharp(fs.readFileSync(file))
      .autoOrient()
      .resize({ width: PHOTO_FULL_EDGE, height: PHOTO_FULL_EDGE, fit: 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
    await Promise.all([
      sharp(full).resize({ width: PHOTO_THUMB_WIDTH }).webp({ quality: 78 }).toBuffer(),
      sharp(full).resize({ width: 48 }).blur(2).webp({ quality: 50 }).toBuffer(),
    ]);
  });
  return performance.now() - startedAt;
}

function uploadOne(base: string, token: string, galleryId: string, file: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    new Upload(fs.readFileSync(file), {
      endpoint: `${base}/api/performer/uploads/photos`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { galleryId, filename: path.basename(file), filetype: 'image/jpeg' },
      retryDelays: [],
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

/** A new draft gallery, its photos uploaded as the Studio does (each upload created in order, 3 sending at once); ms. */
async function toLimelight(base: string, token: string, files: string[]): Promise<{ ms: number; galleryId: string }> {
  const { _id: galleryId } = await send<{ _id: string }>(base, token, 'POST', '/performer/galleries', { title: 'Bench gallery', access: 'subscribers' });
  const startedAt = performance.now();
  await inLanes(files, AT_ONCE, (file) => uploadOne(base, token, galleryId, file));
  const ms = performance.now() - startedAt;
  const view = await send<{ photosCount: number }>(base, token, 'GET', `/performer/assets/galleries/${galleryId}/view`);
  if (view.photosCount !== files.length) throw new Error(`the gallery holds ${view.photosCount} ready photos of ${files.length} sent`);
  return { ms, galleryId };
}

export async function galleryRows(o: { plan: Plan; base: string; performerToken: string; tmp: string; log: (message: string) => void }): Promise<Row[]> {
  const count = o.plan.galleryPhotos;
  const dir = path.join(o.tmp, 'photos');
  fs.mkdirSync(dir, { recursive: true });
  o.log(`gallery: making ${count} 12 MP JPEGs`);
  const files = await makePhotos(dir, count);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  o.log('gallery: the same sharp work bare');
  const bareMs = await bare(files);
  o.log(`gallery: ${count} photos uploaded by tus to Limelight`);
  const ours = await toLimelight(o.base, o.performerToken, files).catch((err: Error) => err);
  await send(o.base, o.performerToken, 'DELETE', `/performer/galleries/${ours instanceof Error ? '' : ours.galleryId}`).catch(() => undefined);
  const what = `${count} photos of 12 MP (${(bytes / 1e6).toFixed(0)} MB), tus, ${AT_ONCE} at a time, each processed as it lands`;
  if (ours instanceof Error) return [{ area: AREA, what, value: 'not measured', notes: ours.message.split('\n')[0] }];
  return [
    {
      area: AREA,
      what,
      ratio: bareMs / ours.ms,
      value: `${(ours.ms / 1000).toFixed(1)} s (${((ours.ms / count) | 0).toString()} ms a photo)`,
      notes: `ratio = bare sharp, same work, ${AT_ONCE} at a time in one process (${(bareMs / 1000).toFixed(1)} s) / Limelight; target >= 0.8`,
    },
  ];
}
