/**
 * @jest-environment node
 */
// Resumable video uploads (tus) from the Studio: a draft, then its file in as many requests as the connection needs.
// Real HTTP on a loopback port, the tus-js-client the Studio uses, files on disk, the job queue on the database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Upload } from 'tus-js-client';
import sharp from 'sharp';
import { createCategory, createPerformer, createUser, formBody } from './helpers/catalogue';
import { HAS_FFMPEG } from './helpers/ffmpeg';
import { landscapeClip, stillPicture } from './helpers/clips';
import { listen } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

const PASSWORD = 'test-password';
const ENDPOINT = '/api/performer/uploads/videos';

let t: TestApp;
let base: string;
let dir: string;
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { jobs: 'send' });
  base = await listen(t);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-uploads-'));
  // A real MP4 of about 300 KB (the finished upload's bytes are checked), or bytes that start like one without ffmpeg.
  clip = HAS_FFMPEG ? fs.readFileSync(await landscapeClip(path.join(dir, 'clip.mp4'), { seconds: 6, width: 640, height: 360 })) : Buffer.alloc(0);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const itWithFfmpeg = HAS_FFMPEG ? it : it.skip;

async function performer() {
  const user = await createPerformer(t.db);
  return { user, token: await t.login(user.username, PASSWORD) };
}

async function draft(token: string, title = 'A clip'): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/performer/videos', token, payload: { title, access: 'free' } });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

/** A tus creation request as a client would send it. */
function create(token: string, videoId: string, size: number, extra: Record<string, string> = {}) {
  const metadata = `videoId ${Buffer.from(videoId).toString('base64')},filename ${Buffer.from('clip.mp4').toString('base64')}`;
  return fetch(`${base}${ENDPOINT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': metadata, ...extra },
  });
}

function patch(token: string, location: string, offset: number, body: Buffer, extra: Record<string, string> = {}) {
  return fetch(new URL(location, `${base}${ENDPOINT}/`), {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...extra,
    },
    body: new Uint8Array(body),
  });
}

async function offsetOf(token: string, location: string): Promise<number> {
  const res = await fetch(new URL(location, `${base}${ENDPOINT}/`), {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

async function mediaOf(videoId: string) {
  return t.db.selectFrom('videos').select(['media_state', 'media_error', 'source_key', 'storage_bytes']).where('id', '=', videoId).executeTakeFirstOrThrow();
}

async function processingJobs(videoId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'video-process' and data->>'videoId' = ${videoId}`.execute(
    t.db,
  );
  return rows[0].n;
}

/** Runs a tus-js-client upload of `bytes` until `stopAt` bytes are acknowledged (then aborts) or to the end. */
function tusUpload(token: string, videoId: string, bytes: Buffer, options: { uploadUrl?: string; stopAt?: number } = {}) {
  const firstOffsets: number[] = [];
  return new Promise<{ url: string; acknowledged: number; firstOffsets: number[] }>((resolve, reject) => {
    const upload: Upload = new Upload(bytes, {
      endpoint: `${base}${ENDPOINT}`,
      uploadUrl: options.uploadUrl,
      chunkSize: 64 * 1024,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}` },
      metadata: { videoId, filename: 'clip.mp4', filetype: 'video/mp4' },
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH') firstOffsets.push(Number(req.getHeader('Upload-Offset')));
      },
      onChunkComplete: (_chunk, acknowledged) => {
        if (options.stopAt !== undefined && acknowledged >= options.stopAt) {
          void upload.abort().then(() => resolve({ url: upload.url!, acknowledged, firstOffsets }));
        }
      },
      onSuccess: () => resolve({ url: upload.url!, acknowledged: bytes.length, firstOffsets }),
      onError: reject,
    });
    upload.start();
  });
}

describe('a performer uploads a video file resumably (tus)', () => {
  itWithFfmpeg('resumes after the connection drops from the last byte the server acknowledged, and the file becomes the video’s original', async () => {
    const { token } = await performer();
    const videoId = await draft(token);
    expect((await mediaOf(videoId)).media_state).toBe('awaiting_upload');

    const first = await tusUpload(token, videoId, clip, { stopAt: 100_000 });
    const stored = await offsetOf(token, first.url);
    expect(stored).toBeGreaterThanOrEqual(100_000);
    expect(stored).toBeLessThan(clip.length);
    expect((await mediaOf(videoId)).media_state).toBe('uploading');

    const second = await tusUpload(token, videoId, clip, { uploadUrl: first.url });
    expect(second.url).toBe(first.url);
    // The resumed upload sent nothing twice: it started at the server's offset.
    expect(second.firstOffsets[0]).toBe(stored);

    const media = await mediaOf(videoId);
    expect(media.media_state).toBe('processing');
    expect(media.storage_bytes).toBe(clip.length);
    const original = fs.readFileSync(path.join(t.config.dataDir, 'files', media.source_key!));
    expect(createHash('sha256').update(original).digest('hex')).toBe(createHash('sha256').update(clip).digest('hex'));
    // Processing was asked for with the upload's last write, once.
    expect(await processingJobs(videoId)).toBe(1);
  });

  itWithFfmpeg('refuses a PATCH at the wrong offset (409) and one whose checksum does not match (460), leaving the upload as it was', async () => {
    const { token } = await performer();
    const videoId = await draft(token);
    const created = await create(token, videoId, clip.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await patch(token, location, 0, clip.subarray(0, 1000))).status).toBe(204);

    expect((await patch(token, location, 500, clip.subarray(500, 2000))).status).toBe(409);
    const wrongSum = createHash('sha1').update('other bytes').digest('base64');
    const mismatch = await patch(token, location, 1000, clip.subarray(1000, 3000), { 'upload-checksum': `sha1 ${wrongSum}` });
    expect(mismatch.status).toBe(460);
    expect(await offsetOf(token, location)).toBe(1000);

    const rightSum = createHash('sha1').update(clip.subarray(1000, 3000)).digest('base64');
    const checked = await patch(token, location, 1000, clip.subarray(1000, 3000), { 'upload-checksum': `sha1 ${rightSum}` });
    expect(checked.status).toBe(204);
    expect(checked.headers.get('upload-offset')).toBe('3000');
    expect((await patch(token, location, 3000, clip.subarray(3000), { 'upload-checksum': 'crc99 AAAA' })).status).toBe(400);
  });

  it('answers another account’s upload as a missing one, whatever it asks', async () => {
    const owner = await performer();
    const other = await performer();
    const videoId = await draft(owner.token);
    const created = await create(owner.token, videoId, 5000);
    const location = created.headers.get('location')!;
    const res = await fetch(new URL(location, `${base}${ENDPOINT}/`), {
      method: 'HEAD',
      headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(res.status).toBe(404);
    expect((await patch(other.token, location, 0, Buffer.alloc(100))).status).toBe(404);
    const del = await fetch(new URL(location, `${base}${ENDPOINT}/`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(del.status).toBe(404);
    expect(await offsetOf(owner.token, location)).toBe(0);
    // Nor may anyone upload to another performer's draft.
    expect((await create(other.token, videoId, 5000)).status).toBe(404);
  });

  it('keeps the teaser start a draft is made with, and refuses a negative or non-numeric one', async () => {
    const { token } = await performer();
    const make = (teaserStartSeconds: unknown) =>
      t.request({ method: 'POST', url: '/api/performer/videos', token, payload: { title: 'Teased', access: 'free', teaserStartSeconds } });
    const made = await make(12.5);
    expect(made.statusCode).toBe(201);
    const row = await t.db.selectFrom('videos').select('teaser_start_seconds').where('id', '=', made.json().data._id).executeTakeFirstOrThrow();
    expect(row.teaser_start_seconds).toBe(12.5);
    for (const bad of [-1, 'soon', 1e9]) expect((await make(bad)).statusCode).toBe(400);
  });

  it('lets only performers upload, and only signed in', async () => {
    const fan = await createUser(t.db);
    const fanToken = await t.login(fan.username, PASSWORD);
    const { token } = await performer();
    const videoId = await draft(token);
    expect((await create(fanToken, videoId, 5000)).status).toBe(403);
    const anonymous = await fetch(`${base}${ENDPOINT}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '5000' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a file over the size limit (413) and one that does not fit in the quota (413), creating nothing', async () => {
    const { user, token } = await performer();
    const videoId = await draft(token);
    await t.app.services.settings.set('uploadMaxBytes', 10_000);
    try {
      expect((await create(token, videoId, 10_001)).status).toBe(413);
    } finally {
      await t.app.services.settings.set('uploadMaxBytes', 4 * 1024 ** 3);
    }
    await t.app.services.settings.set('performerStorageQuotaBytes', 50_000);
    try {
      expect((await create(token, videoId, 30_000)).status).toBe(201);
      const other = await draft(token, 'Another clip');
      const full = await create(token, other, 30_000);
      expect(full.status).toBe(413);
      expect(await full.text()).toMatch(/does not fit in your storage/);
    } finally {
      await t.app.services.settings.set('performerStorageQuotaBytes', 50 * 1024 ** 3);
    }
    const uploads = await t.db.selectFrom('uploads').select('video_id').where('user_id', '=', user.id).execute();
    expect(uploads.map((u) => u.video_id)).toEqual([videoId]);
  });

  itWithFfmpeg('judges the file by its bytes: a picture named clip.mp4 is refused (415) and the video says why', async () => {
    const { token } = await performer();
    const videoId = await draft(token);
    const picture = fs.readFileSync(await stillPicture(path.join(dir, 'still.png')));
    const created = await create(token, videoId, picture.length);
    const res = await patch(token, created.headers.get('location')!, 0, picture);
    expect(res.status).toBe(415);
    const media = await mediaOf(videoId);
    expect(media.media_state).toBe('failed');
    expect(media.media_error).toMatch(/PNG file, not a video/);
    expect(await processingJobs(videoId)).toBe(0);
    expect(await t.db.selectFrom('uploads').select('id').where('video_id', '=', videoId).execute()).toEqual([]);
  });

  it('refuses an empty file, and the video says so', async () => {
    const { token } = await performer();
    const videoId = await draft(token);
    const res = await create(token, videoId, 0);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/empty/);
    expect((await mediaOf(videoId)).media_state).toBe('failed');
  });

  it('removes abandoned uploads and frees their space', async () => {
    const { user, token } = await performer();
    const videoId = await draft(token);
    const created = await create(token, videoId, 5000);
    const name = created.headers.get('location')!.split('/').pop()!;
    expect((await patch(token, created.headers.get('location')!, 0, Buffer.alloc(1000))).status).toBe(204);
    await t.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('id', '=', name)
      .execute();
    expect(await t.app.services.uploads.removeAbandoned()).toEqual({ removed: 1 });
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', 'uploads', name))).toBe(false);
    expect(await t.db.selectFrom('uploads').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await mediaOf(videoId)).media_state).toBe('awaiting_upload');
  });
});

describe('a performer edits their video', () => {
  const edit = (token: string, videoId: string, payload: object) => t.request({ method: 'PATCH', url: `/api/performer/videos/${videoId}`, token, payload });
  const rowOf = (videoId: string) =>
    t.db.selectFrom('videos').select(['title', 'slug', 'description', 'tags', 'access', 'price_cents']).where('id', '=', videoId).executeTakeFirstOrThrow();

  it('changes the fields sent and keeps the others, its slug included', async () => {
    const { token } = await performer();
    const videoId = await draft(token, 'First title');
    const before = await rowOf(videoId);
    const [travel, cooking] = [await createCategory(t.db, 'video'), await createCategory(t.db, 'video')];
    const res = await edit(token, videoId, {
      title: '  Second title ',
      description: 'Shot at dawn.',
      tags: ['dawn', ' sea ', 'dawn'],
      categoryIds: [travel.id, cooking.id],
      access: 'sale',
      price: 499,
    });
    expect(res.statusCode).toBe(200);
    const video = res.json().data;
    expect(video).toMatchObject({ title: 'Second title', description: 'Shot at dawn.', tags: ['dawn', 'sea'], access: 'sale', price: 499, slug: before.slug });
    expect(video.categories.map((c: { _id: string }) => c._id).sort()).toEqual([travel.id, cooking.id].sort());
    // Only the title: the rest stays; an empty description clears it; the categories are replaced, not added to.
    expect((await edit(token, videoId, { title: 'Third title' })).json().data).toMatchObject({
      title: 'Third title',
      access: 'sale',
      price: 499,
      tags: ['dawn', 'sea'],
    });
    const cleared = (await edit(token, videoId, { description: '', categoryIds: [cooking.id] })).json().data;
    expect(cleared.description).toBeNull();
    expect(cleared.categories.map((c: { _id: string }) => c._id)).toEqual([cooking.id]);
  });

  it('asks a price of a pay-per-view video, keeps the one it had, and drops it when it stops being one', async () => {
    const { token } = await performer();
    const videoId = await draft(token);
    const noPrice = await edit(token, videoId, { access: 'sale' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().code).toBe('PRICE_REQUIRED');
    expect(await rowOf(videoId)).toMatchObject({ access: 'free', price_cents: 0 });
    expect((await edit(token, videoId, { access: 'sale', price: 0 })).statusCode).toBe(400);
    expect((await edit(token, videoId, { access: 'sale', price: 1299 })).statusCode).toBe(200);
    expect((await edit(token, videoId, { title: 'Still for sale' })).json().data).toMatchObject({ access: 'sale', price: 1299 });
    expect((await edit(token, videoId, { access: 'subscribers' })).json().data).toMatchObject({ access: 'subscribers', price: 0 });
  });

  it('refuses a category that is not a video category, changing nothing', async () => {
    const { token } = await performer();
    const videoId = await draft(token, 'Unchanged');
    const galleryCategory = await createCategory(t.db, 'gallery');
    for (const categoryId of [galleryCategory.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await edit(token, videoId, { title: 'Renamed', categoryIds: [categoryId] });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UNKNOWN_CATEGORY');
    }
    expect((await rowOf(videoId)).title).toBe('Unchanged');
  });

  it('refuses bad fields with a 400 and another performer with a 404, changing nothing', async () => {
    const { token } = await performer();
    const videoId = await draft(token, 'Unchanged');
    const bad = [
      {},
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { description: 'x'.repeat(5001) },
      { tags: Array.from({ length: 31 }, (_, i) => `tag${i}`) },
      { tags: ['x'.repeat(51)] },
      { access: 'everyone' },
      { price: 1.5, access: 'sale' },
      { price: 100_000_001, access: 'sale' },
      { categoryIds: ['not-an-id'] },
    ];
    for (const payload of bad) expect({ payload, status: (await edit(token, videoId, payload)).statusCode }).toEqual({ payload, status: 400 });
    const other = await performer();
    expect((await edit(other.token, videoId, { title: 'Taken over' })).statusCode).toBe(404);
    const fan = await createUser(t.db);
    expect((await edit(await t.login(fan.username, PASSWORD), videoId, { title: 'Taken over' })).statusCode).toBe(403);
    expect((await rowOf(videoId)).title).toBe('Unchanged');
  });
});

describe('a performer picks their video’s poster', () => {
  const asOwner = (token: string, videoId: string) => t.request({ method: 'GET', url: `/api/performer/assets/videos/${videoId}/view`, token });
  const stored = (url: string) => path.join(t.config.dataDir, 'files', 'public', url.replace('/api/files/public/', ''));

  it('chooses one of the frames processing took, or uploads a picture of their own', async () => {
    const { token } = await performer();
    const videoId = await draft(token);
    const frames = [1, 2, 3, 4].map((i) => `videos/${videoId}/orig-frame-${i}.webp`);
    await t.db
      .updateTable('videos')
      .set({ poster_candidates: frames, thumbnail_key: `videos/${videoId}/orig-poster.webp`, media_state: 'ready' })
      .where('id', '=', videoId)
      .execute();
    expect((await asOwner(token, videoId)).json().data.posterCandidates).toEqual(frames.map((key) => `/api/files/public/${key}`));

    const chosen = await t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/poster`, token, payload: { candidate: 2 } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.thumbnail).toBe(`/api/files/public/${frames[2]}`);
    const missing = await t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/poster`, token, payload: { candidate: 4 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NO_SUCH_FRAME');

    const upload = async (colour: string) =>
      formBody({
        poster: {
          file: await sharp({ create: { width: 2000, height: 1500, channels: 3, background: colour } })
            .jpeg()
            .toBuffer(),
          type: 'image/jpeg',
          filename: 'poster.jpg',
        },
      });
    const first = await t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/poster/upload`, token, ...(await upload('#a33')) });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.thumbnail as string;
    expect(firstUrl).toMatch(new RegExp(`^/api/files/public/videos/${videoId}/posters/[0-9a-f]{32}\\.webp$`));
    expect(await sharp(stored(firstUrl)).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    // Another upload replaces it: the first uploaded poster goes, the frames stay.
    const second = await t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/poster/upload`, token, ...(await upload('#3a3')) });
    expect(second.json().data.thumbnail).not.toBe(firstUrl);
    expect(fs.existsSync(stored(firstUrl))).toBe(false);

    const notPicture = await t.request({
      method: 'POST',
      url: `/api/performer/videos/${videoId}/poster/upload`,
      token,
      ...(await formBody({ poster: { file: Buffer.from('%PDF-1.4 not a picture'), type: 'application/pdf' } })),
    });
    expect(notPicture.statusCode).toBe(400);
    const { token: other } = await performer();
    expect((await t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/poster`, token: other, payload: { candidate: 0 } })).statusCode).toBe(404);
    expect((await asOwner(token, videoId)).json().data.thumbnail).toBe(second.json().data.thumbnail);
  });
});
