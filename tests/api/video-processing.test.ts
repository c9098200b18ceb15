/**
 * @jest-environment node
 */
// An uploaded video processed on the job queue: ffmpeg's HLS ladder, a poster and a teaser into storage, the video
// ready (and live when Publish was pressed meanwhile); a refused file fails with its reason; a retried attempt
// leaves one set of outputs.
import fs from 'node:fs';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { createPerformer } from './helpers/catalogue';
import { HAS_FFMPEG } from './helpers/ffmpeg';
import { audioOnlyFile, landscapeClip } from './helpers/clips';
import { useProcessingApp } from './helpers/processing-app';

const ENDPOINT = '/api/performer/uploads/videos';
const describeWithFfmpeg = HAS_FFMPEG ? describe : describe.skip;

const env = useProcessingApp('processing');

async function performerWithDraft(title: string) {
  const user = await createPerformer(env.t.db);
  const token = await env.t.login(user.username, 'test-password');
  const res = await env.t.request({ method: 'POST', url: '/api/performer/videos', token, payload: { title, access: 'subscribers' } });
  expect(res.statusCode).toBe(201);
  return { token, videoId: res.json().data._id as string };
}

function upload(token: string, videoId: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    new Upload(fs.readFileSync(file), {
      endpoint: `${env.base}${ENDPOINT}`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { videoId, filename: path.basename(file) },
      retryDelays: [],
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

async function settled(videoId: string, limitMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const row = await env.t.db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirstOrThrow();
    if (row.media_state === 'ready' || row.media_state === 'failed') return row;
    if (Date.now() - started > limitMs) throw new Error(`still ${row.media_state} (${row.media_step} ${row.media_percent}%) after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const files = (root: string): string[] =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    : [];

describeWithFfmpeg('processing an uploaded video on the job queue', () => {
  it('makes an HLS ladder up to the source, a poster and a teaser, and publishes the video it was asked to publish meanwhile', async () => {
    const { token, videoId } = await performerWithDraft('Processed clip');
    const clip = await landscapeClip(path.join(env.dir, 'clip.mp4'), { seconds: 4, width: 640, height: 360 });
    await upload(token, videoId, clip);
    const publish = await env.t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/publish`, token, payload: { publish: true } });
    expect(publish.statusCode).toBe(200);
    expect(publish.json().data.media.publishWhenReady).toBe(true);

    const video = await settled(videoId);
    expect(video.media_state).toBe('ready');
    expect(video.status).toBe('active');
    expect(video.published_at).not.toBeNull();
    expect([video.width, video.height, Math.round(video.duration_seconds!)]).toEqual([640, 360, 4]);
    const storage = path.join(env.t.config.dataDir, 'files');
    const master = fs.readFileSync(path.join(storage, 'protected', video.hls_key!), 'utf8');
    expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=426x240', 'RESOLUTION=640x360']);
    expect(fs.statSync(path.join(storage, 'public', video.thumbnail_key!)).size).toBeGreaterThan(0);
    expect(fs.statSync(path.join(storage, 'public', video.teaser_key!)).size).toBeGreaterThan(0);
    // Four frames spread over the video to choose the poster from, each a picture of its own.
    expect(video.poster_candidates).toHaveLength(4);
    const frames = video.poster_candidates.map((key) => fs.readFileSync(path.join(storage, 'public', key)));
    expect(new Set(frames.map((f) => f.toString('base64'))).size).toBe(4);
    const hlsFiles = files(path.join(storage, 'protected', path.dirname(video.hls_key!)));
    const outputs = hlsFiles.reduce((sum, f) => sum + fs.statSync(path.join(storage, 'protected', path.dirname(video.hls_key!), f)).size, 0);
    expect(video.storage_bytes).toBeGreaterThan(outputs);
    // The work folder is gone once done.
    expect(files(path.join(env.t.config.dataDir, 'processing'))).toEqual([]);

    const list = await env.t.request({ method: 'GET', url: '/api/performer/assets/videos/search', token });
    expect(list.json().data.data[0].media).toEqual({ state: 'ready', step: null, percent: 100, error: null, publishWhenReady: false, replacement: null });
  }, 90_000);

  it('does the same work once however often an attempt is retried: one set of outputs', async () => {
    const { token, videoId } = await performerWithDraft('Retried clip');
    const clip = await landscapeClip(path.join(env.dir, 'retried.mp4'), { seconds: 2, width: 320, height: 240 });
    await upload(token, videoId, clip);
    const first = await settled(videoId);
    const storage = path.join(env.t.config.dataDir, 'files');
    const folder = path.join(storage, 'protected', `hls/${videoId}`);
    const before = files(folder).sort();
    // As a retry after a worker died past its last write would: the same job again, from "processing".
    await env.t.db.updateTable('videos').set({ media_state: 'processing' }).where('id', '=', videoId).execute();
    await env.t.app.services.videoProcessing.process(videoId, { number: 2, of: 4 });
    const second = await env.t.db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirstOrThrow();
    expect(second.media_state).toBe('ready');
    expect([second.hls_key, second.thumbnail_key, second.teaser_key, second.poster_candidates]).toEqual([
      first.hls_key,
      first.thumbnail_key,
      first.teaser_key,
      first.poster_candidates,
    ]);
    expect(files(folder).sort()).toEqual(before);
    expect(files(path.join(storage, 'public', `videos/${videoId}`)).sort()).toHaveLength(6); // the poster, its 4 alternatives, the teaser
  }, 90_000);

  it('cuts a processed video’s teaser again at the start its performer moves it to, the old one kept until the new one is in', async () => {
    const { token, videoId } = await performerWithDraft('Teaser moved');
    const clip = await landscapeClip(path.join(env.dir, 'teaser.mp4'), { seconds: 8, width: 320, height: 240 });
    await upload(token, videoId, clip);
    const first = await settled(videoId);
    const storage = path.join(env.t.config.dataDir, 'files', 'public');
    expect(fs.existsSync(path.join(storage, first.teaser_key!))).toBe(true);

    const moved = await env.t.request({ method: 'PATCH', url: `/api/performer/videos/${videoId}`, token, payload: { teaserStartSeconds: 2.5 } });
    expect(moved.statusCode).toBe(200);
    const started = Date.now();
    let row = first;
    while (row.teaser_key === first.teaser_key && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
      row = await env.t.db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirstOrThrow();
    }
    expect(row).toMatchObject({ teaser_start_seconds: 2.5, media_state: 'ready', hls_key: first.hls_key });
    expect(row.teaser_key).toBe(`videos/${videoId}/${path.posix.basename(first.source_key!)}-teaser-2500ms.mp4`);
    expect(fs.statSync(path.join(storage, row.teaser_key!)).size).toBeGreaterThan(0);
    // The old teaser goes once the video shows the new one: just after the row the loop above saw.
    const oldTeaser = path.join(storage, first.teaser_key!);
    for (const until = Date.now() + 10_000; fs.existsSync(oldTeaser) && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(oldTeaser)).toBe(false);
    // The same start again asks for nothing; a bad one is refused and changes nothing.
    expect(await env.t.app.services.videoProcessing.recutTeaser(videoId)).toEqual({ skipped: 'the teaser starts there already' });
    const bad = await env.t.request({ method: 'PATCH', url: `/api/performer/videos/${videoId}`, token, payload: { teaserStartSeconds: -1 } });
    expect(bad.statusCode).toBe(400);
  }, 90_000);

  it('fails a file with no video track, with the reason the performer sees, and does not retry it', async () => {
    const { token, videoId } = await performerWithDraft('Only sound');
    const sound = await audioOnlyFile(path.join(env.dir, 'sound.mp4'));
    await upload(token, videoId, sound);
    const video = await settled(videoId);
    expect(video.media_state).toBe('failed');
    expect(video.media_error).toBe('This file has no video track.');
    expect(video.hls_key).toBeNull();
    // The failed attempt's job may still be ending: a Retry then is a 409 that changes nothing, and goes through after.
    let retry = await env.t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/retry`, token });
    for (let tries = 0; retry.statusCode === 409 && tries < 20; tries++) {
      expect(retry.json().code).toBe('PROCESSING_BUSY');
      expect((await settled(videoId)).media_state).toBe('failed');
      await new Promise((r) => setTimeout(r, 250));
      retry = await env.t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/retry`, token });
    }
    expect(retry.statusCode).toBe(200);
    expect((await settled(videoId)).media_error).toBe('This file has no video track.');
  }, 90_000);
});
