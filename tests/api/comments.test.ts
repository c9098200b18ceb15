import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createGallery, createPerformer, createPost, createProduct, createVideo, formBody, signedInUser, testImage } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let performer: { id: string; username: string };
let video: { id: string };
const PASSWORD = 'test-password';

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 }); // many users sign in here
  performer = await createPerformer(t.db);
  video = await createVideo(t.db, { performer_id: performer.id });
});
afterAll(() => t.close());

const post = (token: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/comments', token, payload });
const onVideo = (content: string, objectId = video.id) => ({ objectType: 'video', objectId, content });
const commentsCount = async (id: string) =>
  (await t.db.selectFrom('videos').select('comments_count').where('id', '=', id).executeTakeFirstOrThrow()).comments_count;

async function create(token: string, content = 'Nice one', objectId = video.id) {
  const res = await post(token, onVideo(content, objectId));
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; image: string | null; isAuthor?: boolean };
}

describe('POST /comments', () => {
  it('saves the trimmed text as plain text, answers the comment with its creator and counts it', async () => {
    const { user, token } = await signedInUser(t);
    const before = await commentsCount(video.id);
    const res = await post(token, onVideo('  <b>Great</b> <script>alert(1)</script>  '));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      objectType: 'video',
      objectId: video.id,
      content: '<b>Great</b> <script>alert(1)</script>',
      image: null,
      isAuthor: true,
      creator: { _id: user.id, name: user.name, username: user.username, avatar: null },
    });
    expect(new Date(res.json().data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await commentsCount(video.id)).toBe(before + 1);
  });

  it('accepts every object type the public can see', async () => {
    const { token } = await signedInUser(t);
    const targets = {
      gallery: (await createGallery(t.db, { performer_id: performer.id })).id,
      product: (await createProduct(t.db, { performer_id: performer.id })).id,
      performer: performer.id,
      post: (await createPost(t.db)).id,
    };
    for (const [objectType, objectId] of Object.entries(targets)) {
      const res = await post(token, { objectType, objectId, content: `On a ${objectType}` });
      expect([objectType, res.statusCode]).toEqual([objectType, 200]);
    }
    const gallery = await t.db.selectFrom('galleries').select('comments_count').where('id', '=', targets.gallery).executeTakeFirstOrThrow();
    expect(gallery.comments_count).toBe(1);
  });

  it('refuses empty or too long text, wrong types, unknown or unpublished objects, and anonymous callers', async () => {
    const { token } = await signedInUser(t);
    const draft = await createVideo(t.db, { performer_id: performer.id, status: 'draft' });
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [onVideo('   '), 400, /1 to 1000 characters/],
      [onVideo('x'.repeat(1001)), 400, /1 to 1000 characters/],
      [{ objectType: 'spaceship', objectId: video.id, content: 'Hi' }, 400, /^objectType/],
      [onVideo('Hi', 'not-an-id'), 400, /^objectId/],
      [{ objectType: 'video', objectId: video.id }, 400, /^content is required/],
      [onVideo('Hi', '00000000-0000-4000-8000-000000000000'), 404, /^Video not found$/],
      [onVideo('Hi', draft.id), 404, /^Video not found$/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(token, payload);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect((await post(undefined, onVideo('Hi'))).statusCode).toBe(401);
    expect((await post(token, onVideo('y'.repeat(1000)))).statusCode).toBe(200);
    expect(await commentsCount(draft.id)).toBe(0);
  });

  it('limits each user to 10 comments a minute (429 with a clear message), others unaffected', async () => {
    const { token } = await signedInUser(t);
    for (let i = 0; i < 10; i += 1) expect((await post(token, onVideo(`Comment ${i}`))).statusCode).toBe(200);
    const flooded = await post(token, onVideo('One too many'));
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/too fast: at most 10 comments a minute/);
    const other = await signedInUser(t);
    expect((await post(other.token, onVideo('Still fine'))).statusCode).toBe(200);
  });
});

describe('GET /comments/search', () => {
  it('lists the comments of one object newest first with the exact total, marking the viewer own ones', async () => {
    const target = await createVideo(t.db, { performer_id: performer.id });
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    for (const [who, text] of [
      [alice, 'first'],
      [bob, 'second'],
      [alice, 'third'],
    ] as const)
      await create(who.token, text, target.id);
    const url = `/api/comments/search?objectType=video&objectId=${target.id}`;
    const all = (await t.request({ method: 'GET', url, token: alice.token })).json().data;
    expect(all.total).toBe(3);
    expect(all.data.map((c: { content: string; isAuthor: boolean }) => [c.content, c.isAuthor])).toEqual([
      ['third', true],
      ['second', false],
      ['first', true],
    ]);
    const page = (await t.request({ method: 'GET', url: `${url}&limit=1&offset=1` })).json().data;
    expect([page.total, page.data[0].content, 'isAuthor' in page.data[0]]).toEqual([3, 'second', false]);
  });

  it('answers 404 for an object the public cannot see and 400 without one', async () => {
    const draft = await createVideo(t.db, { performer_id: performer.id, status: 'draft' });
    expect((await t.request({ method: 'GET', url: `/api/comments/search?objectType=video&objectId=${draft.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/comments/search?objectType=video' })).statusCode).toBe(400);
  });
});

describe('DELETE /comments/{id}', () => {
  const remove = (id: string, token?: string) => t.request({ method: 'DELETE', url: `/api/comments/${id}`, token });

  it('lets the author, the performer of the content and an admin remove a comment, and uncounts it', async () => {
    const author = await signedInUser(t);
    const owner = await t.login(performer.username, PASSWORD);
    const admin = await signedInUser(t, ['admin', 'user']);
    for (const remover of [author.token, owner, admin.token]) {
      const { _id } = await create(author.token);
      const before = await commentsCount(video.id);
      const res = await remove(_id, remover);
      expect([res.statusCode, res.json().data]).toEqual([200, { success: true }]);
      expect(await commentsCount(video.id)).toBe(before - 1);
      expect((await remove(_id, remover)).statusCode).toBe(404);
    }
  });

  it('refuses anyone else (403), anonymous callers (401) and keeps the comment', async () => {
    const author = await signedInUser(t);
    const stranger = await signedInUser(t);
    const otherPerformer = await createPerformer(t.db);
    const { _id } = await create(author.token);
    const denied = await remove(_id, stranger.token);
    expect([denied.statusCode, denied.json().message]).toEqual([403, 'You cannot remove this comment']);
    expect((await remove(_id, await t.login(otherPerformer.username, PASSWORD))).statusCode).toBe(403);
    expect((await remove(_id)).statusCode).toBe(401);
    expect(await t.db.selectFrom('comments').select('id').where('id', '=', _id).executeTakeFirst()).toBeDefined();
  });

  it('lets a performer remove comments on their profile', async () => {
    const fan = await signedInUser(t);
    const res = await post(fan.token, { objectType: 'performer', objectId: performer.id, content: 'Love your work' });
    expect((await remove(res.json().data._id, await t.login(performer.username, PASSWORD))).statusCode).toBe(200);
  });
});

describe('POST /comments/{id} (image)', () => {
  const attach = async (id: string, token: string, file: Buffer, field = 'image', type = 'image/png') =>
    t.request({ method: 'POST', url: `/api/comments/${id}`, token, ...(await formBody({ [field]: { file, type } })) });
  const fetchFile = (url: string) => t.request({ method: 'GET', url });

  it('stores a resized WebP for the author, replaces the previous one and removes it with the comment', async () => {
    const author = await signedInUser(t);
    const { _id } = await create(author.token);
    const first = await attach(_id, author.token, await testImage('png', 2000, 1000));
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.image as string;
    expect(first.json().data).toMatchObject({ _id, isAuthor: true, image: expect.stringMatching(/^\/api\/files\/public\/comments\/.+\.webp$/) });
    const stored = await fetchFile(firstUrl);
    expect(stored.statusCode).toBe(200);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 640 });

    const second = await attach(_id, author.token, await testImage('jpeg', 300, 200), 'image', 'image/jpeg');
    const secondUrl = second.json().data.image as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetchFile(firstUrl)).statusCode).toBe(404);
    expect((await fetchFile(secondUrl)).statusCode).toBe(200);

    await t.request({ method: 'DELETE', url: `/api/comments/${_id}`, token: author.token });
    expect((await fetchFile(secondUrl)).statusCode).toBe(404);
  });

  it('refuses other users, non-images, SVG, wrong fields and files over 5 MB, keeping the comment as it was', async () => {
    const author = await signedInUser(t);
    const other = await signedInUser(t);
    const { _id } = await create(author.token);
    const png = await testImage('png');
    const denied = await attach(_id, other.token, png);
    expect([denied.statusCode, denied.json().message]).toEqual([403, 'Only the author can add an image to this comment']);
    const cases: Array<[Buffer, string, number, RegExp]> = [
      [Buffer.from('just some text, not a picture'), 'image', 400, /not an image/],
      [await testImage('svg'), 'image', 400, /JPEG, PNG, WebP or GIF.*SVG/],
      [png, 'avatar', 400, /field "image"/],
      [Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'image', 413, /at most 5 MB/],
    ];
    for (const [file, field, status, message] of cases) {
      const res = await attach(_id, author.token, file, field);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    const json = await t.request({ method: 'POST', url: `/api/comments/${_id}`, token: author.token, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await attach('00000000-0000-4000-8000-000000000000', author.token, png)).statusCode).toBe(404);
    const row = await t.db.selectFrom('comments').select('image_key').where('id', '=', _id).executeTakeFirstOrThrow();
    expect(row.image_key).toBeNull();
  });
});

describe('live comment events', () => {
  const sockets: Socket[] = [];
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  /** A connected socket, signed in when given a token (waits for the server's answer). */
  async function socket(token?: string): Promise<Socket> {
    const s = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(s);
    if (token) {
      const answered = new Promise((resolve) => s.once(SOCKET_EVENTS.authSuccess, resolve));
      s.emit(SOCKET_EVENTS.authLogin, { token });
      await answered;
    }
    return s;
  }

  /** Everything a socket hears, by event name. */
  function recorder(s: Socket) {
    const heard: Array<[string, unknown]> = [];
    s.onAny((event: string, payload: unknown) => heard.push([event, payload]));
    return (event: string) => heard.filter(([e]) => e === event).map(([, p]) => p);
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  };

  it("tells the object's viewers of new and removed comments and the performer of comments by others", async () => {
    const target = await createVideo(t.db, { performer_id: performer.id });
    const fan = await signedInUser(t);
    const performerToken = await t.login(performer.username, PASSWORD);
    const viewer = await socket(fan.token);
    viewer.emit(SOCKET_EVENTS.subscribe, { objectType: 'video', objectId: target.id });
    const viewerHeard = recorder(viewer);
    const performerHeard = recorder(await socket(performerToken));
    await socket(fan.token); // round trip: the subscription above is handled before the server emits

    const comment = await create(fan.token, 'Live!', target.id);
    await until(() => viewerHeard(SOCKET_EVENTS.commentCreated).length > 0 && performerHeard(SOCKET_EVENTS.commentNotification).length > 0);
    const { isAuthor: _, ...shown } = comment;
    expect(viewerHeard(SOCKET_EVENTS.commentCreated)).toEqual([{ comment: shown }]);
    expect(performerHeard(SOCKET_EVENTS.commentNotification)).toEqual([{ comment: shown, objectType: 'video', objectId: target.id }]);

    await create(performerToken, 'Thanks!', target.id);
    await until(() => viewerHeard(SOCKET_EVENTS.commentCreated).length > 1);
    expect(performerHeard(SOCKET_EVENTS.commentNotification)).toHaveLength(1);

    await t.request({ method: 'DELETE', url: `/api/comments/${comment._id}`, token: performerToken });
    await until(() => viewerHeard(SOCKET_EVENTS.commentDeleted).length > 0);
    expect(viewerHeard(SOCKET_EVENTS.commentDeleted)).toEqual([{ commentId: comment._id, objectType: 'video', objectId: target.id }]);
  });
});
