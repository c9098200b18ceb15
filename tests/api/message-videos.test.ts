/**
 * @jest-environment node
 */
// Videos in messages: a creator's video goes by tus into their draft for a conversation (or for a message to all),
// is processed on the job queue by the video pipeline (HLS, a protected poster, a public blurred one), and leaves the
// draft with the message that sends it. Its receiver streams it; a paid one shows only the blurred poster until they
// unlock it. Fans send no videos; a file that is not a video, a video still processing, someone else's conversation
// are clear refusals.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_EVENTS, type MessageVideoStatus } from '../../lib/socket-events';
import { injectTransport } from '../../server/payments/webhook-transport';
import { createPerformer, createUser } from './helpers/catalogue';
import { decide, pendingPurchase } from './helpers/checkout';
import { audioOnlyFile, landscapeClip } from './helpers/clips';
import { HAS_FFMPEG } from './helpers/ffmpeg';
import { client, disconnectAll, listen, pause, recorder, roundTrip } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cameraJpeg, tusSend } from './helpers/tus-uploads';

const describeWithFfmpeg = HAS_FFMPEG ? describe : describe.skip;

let t: TestApp;
let base: string;
let dir: string;
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { webhookTransport: injectTransport, jobs: 'work' });
  base = await listen(t);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-message-videos-'));
  if (HAS_FFMPEG) clip = fs.readFileSync(await landscapeClip(path.join(dir, 'clip.mp4'), { seconds: 2, width: 426, height: 240 }));
}, 60_000);
afterEach(() => disconnectAll());
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Person {
  id: string;
  token: string;
}

async function person(kind: 'fan' | 'creator'): Promise<Person> {
  const user = kind === 'fan' ? await createUser(t.db) : await createPerformer(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

const call = (who: Person, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, token: who.token, payload });

/** A creator who takes messages from anyone, a fan who wrote to them: their conversation. */
async function pair(): Promise<{ creator: Person; fan: Person; conversationId: string }> {
  const creator = await person('creator');
  const fan = await person('fan');
  expect((await call(creator, 'PUT', '/performer/message-policy', { policy: 'anyone' })).statusCode).toBe(200);
  const hello = await call(fan, 'POST', '/messages', { to: creator.id, body: 'Hello!' });
  expect(hello.statusCode).toBe(200);
  return { creator, fan, conversationId: hello.json().data.conversationId };
}

const uploadVideo = (who: Person, metadata: Record<string, string>, bytes: Buffer = clip) =>
  tusSend(`${base}/api/messages/video-uploads`, who.token, { filename: 'clip.mp4', ...metadata }, bytes);

interface DraftItem {
  _id: string;
  kind: 'photo' | 'video';
  state: string;
  thumbnail: string | null;
  percent: number;
  error: string | null;
}

const draftUrl = (conversationId: string | null) => (conversationId ? `/conversations/${conversationId}/draft-photos` : '/performer/broadcasts/draft-photos');

async function draft(who: Person, conversationId: string | null): Promise<DraftItem[]> {
  const res = await call(who, 'GET', draftUrl(conversationId));
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Uploads a video (the clip) into the creator's draft and waits until it is processed or failed: the draft's item as the creator sees it. */
async function draftVideo(who: Person, conversationId: string | null, limitMs = 60_000, bytes: Buffer = clip): Promise<DraftItem> {
  expect(await uploadVideo(who, conversationId ? { conversationId } : { for: 'all' }, bytes)).toEqual({ status: 204, message: '' });
  const started = Date.now();
  for (;;) {
    const video = (await draft(who, conversationId)).filter((item) => item.kind === 'video').at(-1)!;
    if (video.state === 'ready' || video.state === 'failed') return video;
    if (Date.now() - started > limitMs) throw new Error(`still ${video.state} (${video.percent}%) after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface MediaView {
  _id: string;
  kind: 'photo' | 'video';
  thumbnail: string | null;
  url: string | null;
  durationSeconds: number | null;
  stream: { url: string; type: string; expiresInSeconds: number } | null;
}
interface MessageView {
  _id: string;
  photos: MediaView[];
  price: { amountCents: number; unlocked: boolean } | null;
}

async function viewOf(who: Person, conversationId: string, id: string): Promise<MessageView> {
  const res = await call(who, 'GET', `/conversations/${conversationId}/messages`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as MessageView[]).find((m) => m._id === id)!;
}

/** A file link as the browser asks for it (a path on this site), with the viewer's session (or none). */
const fetchFile = (link: string, who?: Person) => t.request({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, ''), token: who?.token });

const storageRoot = () => path.join(t.config.dataDir, 'files');
const stored = (folder: string) => fs.existsSync(path.join(storageRoot(), folder));

describeWithFfmpeg('videos in messages', () => {
  it('a creator sends a processed video; the fan streams its HLS; removing a draft video removes its files', async () => {
    const { creator, fan, conversationId } = await pair();
    const socket = client(base);
    await roundTrip(socket, creator.token);
    const told = recorder(socket, SOCKET_EVENTS.messageVideo) as MessageVideoStatus[];
    const video = await draftVideo(creator, conversationId);
    expect(video).toMatchObject({ kind: 'video', state: 'ready', percent: 100, error: null, thumbnail: expect.any(String) });
    // The creator's sockets heard it processed, then ready.
    await pause(200);
    expect(told.some((status) => status.state === 'processing' && status.percent > 0)).toBe(true);
    expect(told.at(-1)).toEqual({ attachmentId: video._id, conversationId, state: 'ready', step: null, percent: 100, error: null });
    expect((await fetchFile(video.thumbnail!, creator)).statusCode).toBe(200);
    const row = await t.db.selectFrom('message_attachments').selectAll().where('id', '=', video._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'video', hls_key: `hls/messages/${video._id}/master.m3u8`, source_key: null, duration_seconds: 2 });
    expect(stored(`protected/messages/${video._id}/poster.webp`)).toBe(true);
    expect(stored(`public/messages/${video._id}/poster-blurred.webp`)).toBe(true);
    // No public poster, frames or teaser: only the blurred copy is public.
    expect(fs.readdirSync(path.join(storageRoot(), 'public', 'messages', video._id))).toEqual(['poster-blurred.webp']);

    const sent = await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: 'A clip for you', attachments: [video._id] });
    expect(sent.statusCode).toBe(200);
    expect(await draft(creator, conversationId)).toEqual([]);

    const copy = await viewOf(fan, conversationId, sent.json().data._id);
    expect(copy.photos).toEqual([
      {
        _id: video._id,
        kind: 'video',
        width: 426,
        height: 240,
        thumbnail: expect.any(String),
        url: null,
        durationSeconds: 2,
        stream: { url: expect.any(String), type: 'application/vnd.apple.mpegurl', expiresInSeconds: expect.any(Number) },
      },
    ]);
    const master = await fetchFile(copy.photos[0].stream!.url, fan);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXTM3U');
    expect((await fetchFile(copy.photos[0].thumbnail!, fan)).headers['content-type']).toContain('image/webp');

    // A second video, taken out of the draft once processed: its files go with it.
    const removed = await draftVideo(creator, conversationId);
    expect(stored(`protected/hls/messages/${removed._id}/master.m3u8`)).toBe(true);
    expect((await call(creator, 'DELETE', `${draftUrl(conversationId)}/${removed._id}`)).statusCode).toBe(200);
    expect(stored(`protected/hls/messages/${removed._id}`)).toBe(false);
    expect(stored(`protected/messages/${removed._id}/poster.webp`)).toBe(false);
    expect(stored(`public/messages/${removed._id}/poster-blurred.webp`)).toBe(false);
    expect(await draft(creator, conversationId)).toEqual([]);
  }, 120_000);

  it('a paid video shows the fan only its blurred poster until they unlock it through the sandbox', async () => {
    const { creator, fan, conversationId } = await pair();
    const video = await draftVideo(creator, conversationId);
    const sent = await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: '', attachments: [video._id], priceCents: 900 });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data._id;

    const locked = await viewOf(fan, conversationId, id);
    expect(locked.price).toEqual({ amountCents: 900, unlocked: false });
    expect(locked.photos[0]).toMatchObject({ kind: 'video', url: null, stream: null, durationSeconds: 2 });
    expect(locked.photos[0].thumbnail).toContain(`messages/${video._id}/poster-blurred.webp`);
    expect((await fetchFile(locked.photos[0].thumbnail!)).statusCode).toBe(200); // public: no session needed

    const txId = await pendingPurchase(await call(fan, 'POST', `/payment/purchase-message/${id}`, {}));
    expect((await decide(t, fan, txId, 'approve')).statusCode).toBe(200);
    const open = await viewOf(fan, conversationId, id);
    expect(open.price).toEqual({ amountCents: 900, unlocked: true });
    expect(open.photos[0].thumbnail).not.toContain('poster-blurred');
    const master = await fetchFile(open.photos[0].stream!.url, fan);
    expect([master.statusCode, master.body.startsWith('#EXTM3U')]).toEqual([200, true]);
    // The stream is the buyer's: not another account's.
    expect((await fetchFile(open.photos[0].stream!.url, await person('fan'))).statusCode).toBeGreaterThanOrEqual(400);
  }, 120_000);

  it('a duplicated processing job leaves one set of outputs, and the video still plays', async () => {
    const { creator, fan, conversationId } = await pair();
    expect(await uploadVideo(creator, { conversationId })).toEqual({ status: 204, message: '' });
    const [item] = await draft(creator, conversationId);
    // The queue's job and a second run of it, at once: both write the same keys; the one that finds it done keeps them.
    // (A run that lost the original to the other's finish fails like a queue attempt would, and is retried to a skip.)
    const { videoProcessing, messageVideos } = t.app.services;
    await videoProcessing.processFor(messageVideos, item._id, { number: 1, of: 1 }, `message-${item._id}-again`).catch(() => undefined);
    let ready = (await draft(creator, conversationId)).find((each) => each._id === item._id)!;
    for (let tries = 0; ready.state !== 'ready' && tries < 240; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      ready = (await draft(creator, conversationId)).find((each) => each._id === item._id)!;
    }
    expect(ready.state).toBe('ready');
    const hls = path.join(storageRoot(), 'protected', 'hls', 'messages', item._id);
    const playlists = fs.readdirSync(hls, { recursive: true }).filter((name) => String(name).endsWith('master.m3u8'));
    expect(playlists).toEqual(['master.m3u8']);
    expect(fs.readdirSync(path.join(storageRoot(), 'public', 'messages', item._id))).toEqual(['poster-blurred.webp']);
    const sent = await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: '', attachments: [item._id] });
    const copy = await viewOf(fan, conversationId, sent.json().data._id);
    expect((await fetchFile(copy.photos[0].stream!.url, fan)).statusCode).toBe(200);
  }, 120_000);

  it('a message to all carries a video to each follower', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    expect((await call(fan, 'PUT', `/follows/${creator.id}`)).statusCode).toBe(200);
    const video = await draftVideo(creator, null);
    expect(video.state).toBe('ready');
    const started = await call(creator, 'POST', '/performer/broadcasts', { audience: 'followers', body: 'New clip', attachments: [video._id] });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ photos: 1, recipients: 1 });
    await t.app.services.broadcasts.deliver(started.json().data._id);
    const { items } = (await call(fan, 'GET', '/conversations')).json().data;
    const copy = items[0].lastMessage as MessageView;
    expect(copy.photos).toMatchObject([{ _id: video._id, kind: 'video', stream: { url: expect.any(String) } }]);
    expect((await fetchFile(copy.photos[0].stream!.url, fan)).statusCode).toBe(200);
  }, 120_000);
});

describeWithFfmpeg('the storage a creator’s videos take', () => {
  /** A tus upload created (not sent) of `size` bytes: its status and the server's reason. */
  const created = async (who: Person, path: string, metadata: Record<string, string>, size: number) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': Object.entries(metadata)
          .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
          .join(','),
      },
    });
    return { status: res.status, message: (await res.text()).trim() };
  };

  it('counts videos sent in messages with the catalogue’s: past the quota, a message’s and the Studio’s uploads are refused (413)', async () => {
    const { creator, conversationId } = await pair();
    const video = await draftVideo(creator, conversationId);
    expect(video.state).toBe('ready');
    const { bytes } = await t.db.selectFrom('message_attachments').select('bytes').where('id', '=', video._id).executeTakeFirstOrThrow();
    expect(Number(bytes)).toBeGreaterThan(0);
    await t.app.services.settings.set('performerStorageQuotaBytes', Number(bytes) + 1000);
    try {
      const overInMessage = await created(creator, '/api/messages/video-uploads', { conversationId }, 2000);
      expect(overInMessage.status).toBe(413);
      expect(overInMessage.message).toMatch(/does not fit in your storage/);
      const studioVideo = await call(creator, 'POST', '/performer/videos', { title: 'A clip', access: 'free' });
      expect(studioVideo.statusCode).toBe(201);
      expect((await created(creator, '/api/performer/uploads/videos', { videoId: studioVideo.json().data._id }, 2000)).status).toBe(413);
      expect((await created(creator, '/api/messages/video-uploads', { conversationId }, 500)).status).toBe(201);
    } finally {
      await t.app.services.settings.set('performerStorageQuotaBytes', 50 * 1024 ** 3);
    }
    expect((await draft(creator, conversationId)).map((item) => [item.kind, item.state])).toEqual([
      ['video', 'ready'],
      ['video', 'uploading'],
    ]);
  });
});

describe('refused videos in messages', () => {
  it("refuses a fan's video, a file that is not a video, someone else's conversation; a video still uploading cannot be sent", async () => {
    const { creator, fan, conversationId } = await pair();
    const bytes = HAS_FFMPEG ? clip : Buffer.alloc(1024, 1);
    expect(await uploadVideo(fan, { conversationId }, bytes)).toEqual({ status: 403, message: 'Only creators send videos in messages.' });

    const photo = await cameraJpeg(64, 64);
    const notVideo = await uploadVideo(creator, { conversationId }, photo);
    expect(notVideo.status).toBe(415);
    expect(notVideo.message).toContain('not a video this site accepts');
    expect(await draft(creator, conversationId)).toEqual([]);

    const stranger = await pair();
    expect((await uploadVideo(creator, { conversationId: stranger.conversationId }, bytes)).status).toBe(404);
    expect((await uploadVideo(creator, {}, bytes)).status).toBe(400);

    // An upload created and not finished: in the draft, uploading, and not sendable.
    const created = await fetch(`${base}/api/messages/video-uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creator.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `conversationId ${Buffer.from(conversationId).toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const [waiting] = await draft(creator, conversationId);
    expect(waiting).toMatchObject({ kind: 'video', state: 'uploading' });
    const send = await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: 'Too soon', attachments: [waiting._id] });
    expect([send.statusCode, send.json().code]).toEqual([400, 'BAD_ATTACHMENTS']);
    expect(await t.db.selectFrom('messages').select('id').where('body', '=', 'Too soon').execute()).toEqual([]);
  });

  it('a video the pipeline refuses fails with its reason, shown in the draft, and cannot be sent', async () => {
    if (!HAS_FFMPEG) return;
    const { creator, conversationId } = await pair();
    // An MP4 the sniffing takes, with no video track: the pipeline refuses it.
    const sound = fs.readFileSync(await audioOnlyFile(path.join(dir, 'sound.mp4')));
    const failed = await draftVideo(creator, conversationId, 60_000, sound);
    expect(failed).toMatchObject({ kind: 'video', state: 'failed', error: 'This file has no video track.', thumbnail: null });
    const send = await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: 'Broken', attachments: [failed._id] });
    expect([send.statusCode, send.json().code]).toEqual([400, 'BAD_ATTACHMENTS']);
  }, 120_000);
});
