/**
 * @jest-environment node
 */
// A processed video's file replaced by its performer: the new file is processed beside the video, which plays its old
// renditions until the new ones are live; the old files go later (a job, after signed links have expired); a new file
// that fails leaves the video as it was, and may be retried or discarded.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { VideoRow } from '../../server/db/schema';
import { OLD_FILES_GRACE_SECONDS, VIDEO_OLD_FILES_JOB } from '../../server/modules/videos/replacement';
import { createPerformer } from './helpers/catalogue';
import { audioOnlyFile, landscapeClip } from './helpers/clips';
import { HAS_FFMPEG } from './helpers/ffmpeg';
import { useProcessingApp } from './helpers/processing-app';
import { tusSend } from './helpers/tus-uploads';

const describeWithFfmpeg = HAS_FFMPEG ? describe : describe.skip;

const env = useProcessingApp('replacement');

const storageRoot = () => path.join(env.t.config.dataDir, 'files');
const videoRow = (id: string) => env.t.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const replacementRow = (id: string) => env.t.db.selectFrom('video_replacements').selectAll().where('video_id', '=', id).executeTakeFirst();

async function sendFile(token: string, videoId: string, file: string) {
  return tusSend(`${env.base}/api/performer/uploads/videos`, token, { videoId, filename: path.basename(file) }, fs.readFileSync(file));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, limitMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > limitMs) throw new Error(`${what}: not after ${limitMs} ms (${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A performer's live video, processed from a 320x240 clip. */
async function processedVideo(title: string) {
  const user = await createPerformer(env.t.db);
  const token = await env.t.login(user.username, 'test-password');
  const created = await env.t.request({ method: 'POST', url: '/api/performer/videos', token, payload: { title, access: 'free' } });
  const videoId = created.json().data._id as string;
  const clip = await landscapeClip(path.join(env.dir, `${videoId}.mp4`), { seconds: 3, width: 320, height: 240 });
  expect((await sendFile(token, videoId, clip)).status).toBe(204);
  const video = await until(
    () => videoRow(videoId),
    (v) => v.media_state === 'ready',
    'processed',
  );
  expect((await env.t.request({ method: 'POST', url: `/api/performer/videos/${videoId}/publish`, token, payload: { publish: true } })).statusCode).toBe(200);
  return { token, videoId, video };
}

/** Files made from the video's original: its HLS folder, and its poster, frames and teaser. */
function filesOf(video: VideoRow): string[] {
  const root = storageRoot();
  return [
    path.join(root, 'protected', path.dirname(video.hls_key!)),
    path.join(root, 'public', video.teaser_key!),
    path.join(root, 'public', video.thumbnail_key!),
    ...video.poster_candidates.map((key) => path.join(root, 'public', key)),
  ];
}

const mediaOf = async (token: string, videoId: string) =>
  (await env.t.request({ method: 'GET', url: `/api/performer/assets/videos/${videoId}/view`, token })).json().data.media;

describeWithFfmpeg('replacing a processed video’s file', () => {
  it('processes the new file while the video plays the old one, swaps them in one step, and removes the old files later', async () => {
    const { token, videoId, video: before } = await processedVideo('Replaced clip');
    const clip = await landscapeClip(path.join(env.dir, 'new.mp4'), { seconds: 5, width: 640, height: 360 });
    expect((await sendFile(token, videoId, clip)).status).toBe(204);

    // Until the new renditions are live, the video is the old one: live, ready, its old playlist.
    const during = await videoRow(videoId);
    if (during.hls_key === before.hls_key) {
      expect(during).toMatchObject({ media_state: 'ready', status: 'active', hls_key: before.hls_key, width: 320 });
      const page = await env.t.request({ method: 'GET', url: `/api/user/assets/videos/${videoId}` });
      expect(page.statusCode).toBe(200);
    }

    const after = await until(
      () => videoRow(videoId),
      (v) => v.hls_key !== before.hls_key,
      'swapped in',
    );
    expect(after).toMatchObject({ media_state: 'ready', status: 'active', width: 640, height: 360, duration_seconds: 5 });
    expect(after.source_key).not.toBe(before.source_key);
    expect(await replacementRow(videoId)).toBeUndefined();
    expect(await mediaOf(token, videoId)).toMatchObject({ state: 'ready', replacement: null });
    for (const file of filesOf(after)) expect(fs.existsSync(file)).toBe(true);

    // The old files outlive the swap (a viewer who started before streams them until the link expires)...
    const old = filesOf(before);
    for (const file of old) expect(fs.existsSync(file)).toBe(true);
    const job = await sql<{ data: { keys: string[]; folders: string[] }; start_after: Date }>`
      select data, start_after from pgboss.job where name = ${VIDEO_OLD_FILES_JOB} and data->'keys' ? ${before.source_key!}
    `.execute(env.t.db);
    expect(job.rows).toHaveLength(1);
    const waits = (new Date(job.rows[0].start_after).getTime() - Date.now()) / 1000;
    expect(waits).toBeGreaterThan(OLD_FILES_GRACE_SECONDS - 120);
    // ...and the job, when it runs, removes them and nothing of the new ones.
    await env.t.app.services.videoProcessing.removeOldFiles(job.rows[0].data);
    for (const file of old) expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(path.join(storageRoot(), before.source_key!))).toBe(false);
    for (const file of filesOf(after)) expect(fs.existsSync(file)).toBe(true);
  }, 120_000);

  it('keeps the video as it was when the new file fails, says why, and lets the performer discard it', async () => {
    const { token, videoId, video: before } = await processedVideo('Kept clip');
    const sound = await audioOnlyFile(path.join(env.dir, 'sound.mp4'));
    expect((await sendFile(token, videoId, sound)).status).toBe(204);
    const failed = await until(
      () => replacementRow(videoId),
      (r) => r?.state === 'failed',
      'failed',
    );
    expect(failed?.error).toBe('This file has no video track.');
    expect(await videoRow(videoId)).toMatchObject({ media_state: 'ready', status: 'active', hls_key: before.hls_key, source_key: before.source_key });
    expect(await mediaOf(token, videoId)).toMatchObject({
      state: 'ready',
      replacement: { state: 'failed', step: null, error: 'This file has no video track.' },
    });

    // Another performer cannot discard it; the owner can, and its file goes.
    const other = await createPerformer(env.t.db);
    const otherToken = await env.t.login(other.username, 'test-password');
    const theirs = await env.t.request({ method: 'DELETE', url: `/api/performer/videos/${videoId}/replacement`, token: otherToken });
    expect(theirs.statusCode).toBe(404);
    expect(await replacementRow(videoId)).toBeDefined();
    const discarded = await env.t.request({ method: 'DELETE', url: `/api/performer/videos/${videoId}/replacement`, token });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data.media.replacement).toBeNull();
    expect(await replacementRow(videoId)).toBeUndefined();
    expect(fs.existsSync(path.join(storageRoot(), failed!.source_key!))).toBe(false);
    const again = await env.t.request({ method: 'DELETE', url: `/api/performer/videos/${videoId}/replacement`, token });
    expect(again.statusCode).toBe(404);
    expect(await videoRow(videoId)).toMatchObject({ hls_key: before.hls_key, source_key: before.source_key });
  }, 120_000);

  it('refuses a new file while the video is first processed, and an empty one, changing nothing', async () => {
    const { token, videoId, video: before } = await processedVideo('Empty new file');
    const empty = await sendFile(token, videoId, (fs.writeFileSync(path.join(env.dir, 'empty.mp4'), ''), path.join(env.dir, 'empty.mp4')));
    expect(empty.status).toBe(400);
    expect(await replacementRow(videoId)).toBeUndefined();
    expect(await videoRow(videoId)).toMatchObject({ media_state: 'ready', hls_key: before.hls_key });

    await env.t.db.updateTable('videos').set({ media_state: 'processing' }).where('id', '=', videoId).execute();
    const clip = await landscapeClip(path.join(env.dir, 'busy.mp4'), { seconds: 1, width: 320, height: 240 });
    const busy = await sendFile(token, videoId, clip);
    expect(busy.status).toBe(409);
    expect(busy.message).toMatch(/being processed/);
    await env.t.db.updateTable('videos').set({ media_state: 'ready' }).where('id', '=', videoId).execute();
  }, 120_000);
});
