import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCTS } from '../../server/db/seed/catalogue/content';
import { FfmpegMissingError, demoImageSvg, generateDemoVideo, renderDemoImage, writeTaggedCopies, type DemoImageKind } from '../../server/db/seed/media';
import {
  MediaError,
  configureFfmpeg,
  extractThumbnail,
  ffmpegAvailable,
  ffmpegPaths,
  makeThumbnails,
  probeVideo,
  renderPlaceholderImage,
  videoThumbnailOrPlaceholder,
  withLocalFile,
} from '../../server/media';
import { HAS_FFMPEG } from './helpers/ffmpeg';
import { LocalFileStorage } from '../../server/storage';

if (!HAS_FFMPEG) {
  console.warn('ffmpeg/ffprobe are not installed: the tests on a real video clip are skipped (install the ffmpeg package to run them).');
}
const withFfmpeg = HAS_FFMPEG ? it : it.skip;

let tmp: string;
let clip: string;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-media-'));
  clip = path.join(tmp, 'clips', 'demo.mp4');
  if (HAS_FFMPEG) await generateDemoVideo(clip, { seconds: 5, label: 'Test clip: 100% {demo}', hue: 200 });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('video (ffmpeg)', () => {
  withFfmpeg('generates a small 640x360 H.264 + AAC demo MP4 with its index up front (needs ffmpeg)', async () => {
    const bytes = fs.readFileSync(clip);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(300 * 1024);
    // +faststart: the moov atom (the index) comes before the media data, so playback starts at once.
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(fs.readdirSync(path.dirname(clip))).toEqual(['demo.mp4']);
  });

  withFfmpeg('probes duration, size and codecs of a generated clip (needs ffmpeg)', async () => {
    const info = await probeVideo(clip);
    expect(info).toMatchObject({ width: 640, height: 360, videoCodec: 'h264', audioCodec: 'aac' });
    expect(info!.durationSeconds).toBeGreaterThan(4.8);
    expect(info!.durationSeconds).toBeLessThan(5.3);
  });

  withFfmpeg('takes a JPEG thumbnail at a given second, and the first frame when asked past the end (needs ffmpeg)', async () => {
    const frame = await extractThumbnail(clip, 2);
    expect(frame!.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(await sharp(frame!).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    const late = await extractThumbnail(clip, 3600);
    expect((await sharp(late!).metadata()).format).toBe('jpeg');
    // Different moments, different pictures (the pattern moves).
    const other = await extractThumbnail(clip, 4);
    expect(other!.equals(frame!)).toBe(false);

    const poster = await videoThumbnailOrPlaceholder(clip, { title: 'Demo' });
    expect(poster.placeholder).toBe(false);
    expect(poster.info?.width).toBe(640);
  });

  withFfmpeg("writes a teaser from the same run: the first 3 s at 320 px, a fraction of the clip's bytes (needs ffmpeg)", async () => {
    const full = path.join(tmp, 'with-teaser', 'full.mp4');
    const teaser = path.join(tmp, 'with-teaser', 'teaser.mp4');
    await generateDemoVideo(full, { seconds: 5, pattern: 'smptebars', teaser: { file: teaser } });
    expect(await probeVideo(full)).toMatchObject({ width: 640, height: 360 });
    expect((await probeVideo(full))!.durationSeconds).toBeGreaterThan(4.8);
    expect(await probeVideo(teaser)).toMatchObject({ width: 320, height: 180, videoCodec: 'h264', audioCodec: 'aac' });
    expect((await probeVideo(teaser))!.durationSeconds).toBeLessThanOrEqual(3.1);
    expect(fs.statSync(teaser).size).toBeLessThan(fs.statSync(full).size / 2);
    expect(fs.readdirSync(path.dirname(full)).sort()).toEqual(['full.mp4', 'teaser.mp4']);
  });

  withFfmpeg('writes tagged copies of a clip: the same streams, each its own bytes, title and tag (needs ffmpeg)', async () => {
    const copies = ['a', 'b'].map((name) => ({ source: clip, file: path.join(tmp, `copy-${name}.mp4`), title: 'One title', tag: `limelight-demo:${name}` }));
    await writeTaggedCopies(copies);
    const [a, b] = copies.map((copy) => fs.readFileSync(copy.file));
    expect(a.equals(b)).toBe(false);
    expect(a.equals(fs.readFileSync(clip))).toBe(false);
    expect(a.includes('limelight-demo:a')).toBe(true);
    expect(b.includes('limelight-demo:b')).toBe(true);
    // Same streams; only the bit rate moves, since the file is a few bytes longer.
    expect(await probeVideo(copies[1].file)).toEqual({ ...(await probeVideo(clip)), bitRate: expect.any(Number) });
  });

  withFfmpeg('refuses a file that is not a video with a clear 400 (needs ffmpeg)', async () => {
    const text = path.join(tmp, 'notes.mp4');
    fs.writeFileSync(text, 'this is not a video at all');
    await expect(probeVideo(text)).rejects.toMatchObject({ statusCode: 400, code: 'NOT_A_VIDEO', message: 'The file is not a video we can read.' });
    await expect(extractThumbnail(text, 1)).rejects.toBeInstanceOf(MediaError);
  });

  it('without ffmpeg: probe and thumbnail return null, the poster is a drawn placeholder, demo videos throw', async () => {
    const saved = ffmpegPaths();
    configureFfmpeg({ ffmpeg: path.join(tmp, 'no-such-ffmpeg'), ffprobe: path.join(tmp, 'no-such-ffprobe') });
    try {
      expect(await ffmpegAvailable()).toBe(false);
      const any = path.join(tmp, 'whatever.mp4');
      fs.writeFileSync(any, 'x');
      expect(await probeVideo(any)).toBeNull();
      expect(await extractThumbnail(any, 1)).toBeNull();
      const poster = await videoThumbnailOrPlaceholder(any, { title: 'Sunset Sessions' });
      expect(poster).toMatchObject({ placeholder: true, info: null });
      expect(await sharp(poster.buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
      await expect(generateDemoVideo(path.join(tmp, 'never.mp4'))).rejects.toBeInstanceOf(FfmpegMissingError);
      await expect(generateDemoVideo(path.join(tmp, 'never.mp4'))).rejects.toThrow(/ffmpeg is not installed/);
      expect(fs.existsSync(path.join(tmp, 'never.mp4'))).toBe(false);
    } finally {
      configureFfmpeg(saved);
    }
    expect(await ffmpegAvailable()).toBe(HAS_FFMPEG);
  });
});

describe('image thumbnails (sharp)', () => {
  it('makes 480 px and 1280 px WebP copies that keep the aspect ratio', async () => {
    const landscape = await renderDemoImage({ kind: 'photo', width: 2000, height: 1000, title: 'Wide' });
    const out = await makeThumbnails(landscape);
    expect(out.original).toEqual({ width: 2000, height: 1000, format: 'jpeg' });
    expect(out.variants.thumb).toMatchObject({ width: 480, height: 240, contentType: 'image/webp' });
    expect(out.variants.large).toMatchObject({ width: 1280, height: 640 });
    expect(await sharp(out.variants.thumb.buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect(out.variants.thumb.buffer.length).toBeLessThan(out.variants.large.buffer.length);
  });

  it('never enlarges a small image, and turns a rotated phone photo upright', async () => {
    const portrait = await renderDemoImage({ kind: 'avatar', width: 600, height: 900, format: 'png' });
    const out = await makeThumbnails(portrait);
    expect(out.original).toEqual({ width: 600, height: 900, format: 'png' });
    expect(out.variants.thumb).toMatchObject({ width: 480, height: 720 });
    expect(out.variants.large).toMatchObject({ width: 600, height: 900 });

    // Stored 400x200 with EXIF orientation 6 (rotate 90°): shown as 200x400.
    const rotated = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await makeThumbnails(rotated, [{ name: 'small', width: 100 }]);
    expect(upright.original).toMatchObject({ width: 200, height: 400 });
    expect(upright.variants.small).toMatchObject({ width: 100, height: 200 });
    expect((await sharp(upright.variants.small.buffer).metadata()).orientation).toBeUndefined();
  });

  it('refuses a text file, an SVG document and a truncated image with a clear 400', async () => {
    await expect(makeThumbnails(Buffer.from('hello, I am a text file\n'))).rejects.toMatchObject({
      statusCode: 400,
      code: 'NOT_AN_IMAGE',
      message: 'The file is not an image we can read (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF).',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(makeThumbnails(svg)).rejects.toMatchObject({ code: 'NOT_AN_IMAGE', message: expect.stringMatching(/this one is SVG/) });
    const jpeg = await renderDemoImage({ kind: 'cover', width: 800, height: 300, title: 'Cut' });
    await expect(makeThumbnails(jpeg.subarray(0, Math.floor(jpeg.length / 3)))).rejects.toBeInstanceOf(MediaError);
  });

  it('gives S3-or-disk callers a local path for ffmpeg (local storage: the file itself)', async () => {
    const storage = new LocalFileStorage(path.join(tmp, 'files'));
    await storage.put('protected/videos/x.mp4', Buffer.from('bytes'));
    const seen = await withLocalFile(storage, 'protected/videos/x.mp4', async (file) => fs.readFileSync(file, 'utf8'));
    expect(seen).toBe('bytes');
  });
});

describe('demo images (seed)', () => {
  const kinds: Array<[DemoImageKind, number, number]> = [
    ['avatar', 256, 256],
    ['cover', 1200, 400],
    ['photo', 900, 600],
    ['product', 600, 600],
    ['promo', 1000, 500],
  ];

  it.each(kinds)('renders a %s at the requested size, colourful and not flat', async (kind, width, height) => {
    const image = await renderDemoImage({ kind, width, height, title: 'Luna Star', hue: 280 });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width, height });
    const stats = await sharp(image).stats();
    // Not a grey box: real variation in the picture and real colour.
    expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(15);
    const [r, g, b] = stats.channels.map((c) => c.mean);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeGreaterThan(8);
  });

  it('is deterministic for a seed, varies with hue and seed, and can make PNGs', async () => {
    const base = { kind: 'photo' as const, width: 320, height: 200, title: 'Same', hue: 30, seed: 7 };
    const a = await renderDemoImage(base);
    expect((await renderDemoImage(base)).equals(a)).toBe(true);
    expect((await renderDemoImage({ ...base, hue: 200 })).equals(a)).toBe(false);
    expect((await renderDemoImage({ ...base, seed: 8 })).equals(a)).toBe(false);
    const png = await renderDemoImage({ ...base, format: 'png' });
    expect((await sharp(png).metadata()).format).toBe('png');
    // Markup in titles is text, not SVG.
    const tricky = await renderDemoImage({ kind: 'promo', width: 400, height: 200, title: '<b>Tom & "Jerry"</b>' });
    expect((await sharp(tricky).metadata()).width).toBe(400);
  });

  it('draws covers, photos, products and promos without words (pages set their own text)', () => {
    for (const kind of ['cover', 'photo', 'product', 'promo'] as const) {
      const svg = demoImageSvg({ kind, width: 800, height: 400, title: 'Aria Skye' });
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('Aria');
    }
  });

  it('draws each demo product as the thing its name says, never another product', () => {
    const objectOf = (name: string) => /data-object="([a-z]+)"/.exec(demoImageSvg({ kind: 'product', width: 400, height: 400, title: name }))?.[1];
    expect(Object.fromEntries(PRODUCTS.map((p) => [p.name, objectOf(p.name)]))).toEqual({
      'Signed poster': 'poster',
      'Logo hoodie': 'hoodie',
      'Tour T-shirt': 'shirt',
      'Photo book': 'book',
      'Enamel mug': 'mug',
      'Canvas tote': 'tote',
      'Art print A3': 'poster',
      'Baseball cap': 'cap',
      'Sticker set': 'stickers',
      'Wallpaper pack': 'screens',
      'Workout plan PDF': 'document',
      'Recipe collection': 'book',
      'Preset bundle': 'sliders',
      'Soundtrack album': 'record',
    });
    // Two pictures of one product (other colours, other seeds) show the same thing.
    const twice = [1, 2].map(
      (seed) => /data-object="([a-z]+)"/.exec(demoImageSvg({ kind: 'product', width: 400, height: 400, title: 'Enamel mug', seed, hue: seed * 40 }))?.[1],
    );
    expect(twice).toEqual(['mug', 'mug']);
  });

  it('draws the video placeholder used when ffmpeg is missing', async () => {
    const image = await renderPlaceholderImage({ width: 640, height: 360, title: 'No ffmpeg here' });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
  });
});
