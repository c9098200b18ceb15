import { SOCKET_EVENTS } from '../../lib/socket-events';
import { REPORTS_PER_HOUR } from '../../server/modules/moderation/routes';
import { createGallery, createPerformer, createPhoto, createVideo, listOf, signedInUser } from './helpers/catalogue';
import { client, disconnectAll, listen, next, roundTrip } from './helpers/sockets';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

afterEach(disconnectAll);

let t: TestApp;
let base: string;
let admin: string;
let performer: { id: string; username: string };

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
  base = await listen(t);
  admin = await t.login('admin', DEMO.admin.password);
  performer = await createPerformer(t.db);
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: Record<string, unknown> };
const call = (c: Call) => t.request(c);
const report = (token: string | undefined, payload: Record<string, unknown>) => call({ method: 'POST', url: '/api/reports', token, payload });
const queue = async (query = 'state=open') =>
  listOf<Record<string, unknown>>(await call({ method: 'GET', url: `/api/admin/reports?${query}&limit=200`, token: admin }));
const resolve = (id: string, payload: Record<string, unknown>, token = admin) =>
  call({ method: 'POST', url: `/api/admin/reports/${id}/resolve`, token, payload });
const videoPage = (id: string) => call({ method: 'GET', url: `/api/user/assets/videos/${id}` });
const comments = async (videoId: string) =>
  listOf<{ _id: string }>(await call({ method: 'GET', url: `/api/comments/search?objectType=video&objectId=${videoId}` }));
const commentsCount = async (id: string) =>
  (await t.db.selectFrom('videos').select('comments_count').where('id', '=', id).executeTakeFirstOrThrow()).comments_count;
const setting = (key: string, value: unknown) => call({ method: 'PUT', url: `/api/admin/settings/${key}`, token: admin, payload: { value } });

describe('reporting and handling a report', () => {
  it('a fan reports a comment; the admin removes it: gone from the page and its count, the reporter told on the socket and in their list', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id });
    const author = await signedInUser(t);
    const posted = await call({
      method: 'POST',
      url: '/api/comments',
      token: author.token,
      payload: { objectType: 'video', objectId: video.id, content: 'Buy followers at spam.example' },
    });
    const commentId = posted.json().data._id;
    expect(await commentsCount(video.id)).toBe(1);

    const reporter = await signedInUser(t);
    const filed = await report(reporter.token, { objectType: 'comment', objectId: commentId, reason: 'spam', note: '  Selling followers  ' });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toMatchObject({
      objectType: 'comment',
      objectId: commentId,
      objectTitle: 'Buy followers at spam.example',
      reason: 'spam',
      note: 'Selling followers',
      state: 'open',
      outcome: null,
    });
    // Spam is not grave: the comment stays until an admin decides.
    expect((await comments(video.id)).data.map((c) => c._id)).toContain(commentId);

    const listed = (await queue()).data.find((r) => r._id === filed.json().data._id);
    expect(listed).toMatchObject({
      reporter: { _id: reporter.user.id, username: reporter.user.username },
      owner: { _id: author.user.id },
      held: false,
      moderation: null,
    });

    const socket = client(base);
    await roundTrip(socket, reporter.token);
    const told = next<{ state: string; outcome: string; objectTitle: string }>(socket, SOCKET_EVENTS.reportHandled);
    const handled = await resolve(filed.json().data._id, { outcome: 'removed', note: 'Spam is not allowed.' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ state: 'removed', outcome: 'Spam is not allowed.', moderation: 'taken_down', handledBy: 'admin' });
    expect(await told).toMatchObject({ state: 'removed', outcome: 'Spam is not allowed.', objectTitle: 'Buy followers at spam.example' });

    expect((await comments(video.id)).data.map((c) => c._id)).not.toContain(commentId);
    expect(await commentsCount(video.id)).toBe(0);
    const mine = listOf<Record<string, unknown>>(await call({ method: 'GET', url: '/api/reports', token: reporter.token }));
    expect(mine.data[0]).toMatchObject({ state: 'removed', outcome: 'Spam is not allowed.' });
    expect(mine.data[0].handledAt).toEqual(expect.any(String));

    const [entry] = listOf<Record<string, unknown>>(await call({ method: 'GET', url: `/api/admin/audit?targetId=${commentId}`, token: admin })).data;
    expect(entry).toMatchObject({
      action: 'report.removed',
      targetType: 'comment',
      before: { moderation: null },
      after: { moderation: 'taken_down' },
      reason: 'Spam is not allowed.',
    });

    // Handled once: a second decision is refused and changes nothing.
    const again = await resolve(filed.json().data._id, { outcome: 'dismissed', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect((await comments(video.id)).data.map((c) => c._id)).not.toContain(commentId);
  });

  it('a grave reason hides the item at once and alerts the admins; dismissing shows it again and closes every report of it', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id });
    const adminSocket = client(base);
    await roundTrip(adminSocket, admin);
    const alerted = next<{ objectType: string; reason: string; held: boolean }>(adminSocket, SOCKET_EVENTS.reportFiled);

    const first = await signedInUser(t);
    const filed = await report(first.token, { objectType: 'video', objectId: video.id, reason: 'underage' });
    expect(filed.statusCode).toBe(200);
    expect(await alerted).toMatchObject({ objectType: 'video', reason: 'underage', held: true });
    expect((await videoPage(video.id)).statusCode).toBe(404);
    // Hidden, it cannot be reported again by someone else (they cannot see it).
    const second = await signedInUser(t);
    expect((await report(second.token, { objectType: 'video', objectId: video.id, reason: 'illegal' })).statusCode).toBe(404);

    const dismissed = await resolve(filed.json().data._id, { outcome: 'dismissed', note: 'The performer is of age (checked).' });
    expect(dismissed.json().data).toMatchObject({ state: 'dismissed', moderation: null, held: true });
    expect((await videoPage(video.id)).statusCode).toBe(200);
  });

  it('with reportsHideAtOnce off, a grave report leaves the item up until an admin decides', async () => {
    expect((await setting('reportsHideAtOnce', false)).statusCode).toBe(200);
    try {
      const video = await createVideo(t.db, { performer_id: performer.id });
      const fan = await signedInUser(t);
      const filed = await report(fan.token, { objectType: 'video', objectId: video.id, reason: 'non_consensual' });
      expect(filed.json().data.state).toBe('open');
      expect((await videoPage(video.id)).statusCode).toBe(200);
    } finally {
      await setting('reportsHideAtOnce', true);
    }
  });

  it('profiles and photos can be reported and held: the profile leaves the site, the photo its gallery', async () => {
    const creator = await createPerformer(t.db);
    const gallery = await createGallery(t.db, { performer_id: creator.id, title: 'Beach day' });
    const photo = await createPhoto(t.db, { gallery_id: gallery.id, performer_id: creator.id });
    const fan = await signedInUser(t);

    const photoReport = await report(fan.token, { objectType: 'photo', objectId: photo.id, reason: 'non_consensual' });
    expect(photoReport.json().data.objectTitle).toBe('A photo in Beach day');
    const photos = listOf<{ _id: string }>(await call({ method: 'GET', url: `/api/user/assets/gallery/${gallery.id}/photos` }));
    expect(photos.data.map((p) => p._id)).not.toContain(photo.id);

    expect((await call({ method: 'GET', url: `/api/performers/${creator.username}` })).statusCode).toBe(200);
    expect((await report(fan.token, { objectType: 'performer', objectId: creator.id, reason: 'illegal', note: 'Impersonation' })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/performers/${creator.username}` })).statusCode).toBe(404);
  });
});

describe('bad reports change nothing', () => {
  it('refuses a visitor, an unknown item, one’s own content, a second open report, a wrong reason or note, and a flood', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id });
    const fan = await signedInUser(t);
    const own = await t.login(performer.username, 'test-password');
    const before = await t.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    expect((await report(undefined, { objectType: 'video', objectId: video.id, reason: 'spam' })).statusCode).toBe(401);
    const unknown = await report(fan.token, { objectType: 'video', objectId: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Video not found');
    const mine = await report(own, { objectType: 'video', objectId: video.id, reason: 'spam' });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe('You cannot report your own content.');
    for (const payload of [
      { objectType: 'video', objectId: video.id, reason: 'boring' },
      { objectType: 'channel', objectId: video.id, reason: 'spam' },
      { objectType: 'video', objectId: 'not-an-id', reason: 'spam' },
      { objectType: 'video', objectId: video.id, reason: 'spam', note: 'x'.repeat(1001) },
      { objectType: 'video', objectId: video.id, reason: 'spam', note: 'bell\u0007' },
      { objectType: 'video', objectId: video.id },
    ]) {
      expect((await report(fan.token, payload)).statusCode).toBe(400);
    }
    const after = await t.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    expect((await report(fan.token, { objectType: 'video', objectId: video.id, reason: 'spam' })).statusCode).toBe(200);
    const twice = await report(fan.token, { objectType: 'video', objectId: video.id, reason: 'copyright' });
    expect(twice.statusCode).toBe(409);

    const flooder = await signedInUser(t);
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => createVideo(t.db, { performer_id: performer.id })));
    const answers = [];
    for (const target of targets) answers.push((await report(flooder.token, { objectType: 'video', objectId: target.id, reason: 'spam' })).statusCode);
    expect(answers.slice(0, REPORTS_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(answers[REPORTS_PER_HOUR]).toBe(429);
  });
});

describe('taking content down', () => {
  const takeDown = (type: string, id: string, payload: Record<string, unknown>, token = admin) =>
    call({ method: 'POST', url: `/api/admin/moderation/${type}/${id}/take-down`, token, payload });
  const restore = (type: string, id: string) => call({ method: 'POST', url: `/api/admin/moderation/${type}/${id}/restore`, token: admin });

  it('hides an item everywhere with its reason, closes its open reports, and restores it; each step in the audit log', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Taken down video' });
    const fan = await signedInUser(t);
    const filed = (await report(fan.token, { objectType: 'video', objectId: video.id, reason: 'copyright' })).json().data;

    const down = await takeDown('video', video.id, { reason: 'A copyright claim (DMCA 2026-114)' });
    expect(down.statusCode).toBe(200);
    expect(down.json().data).toEqual({ objectType: 'video', objectId: video.id, moderation: 'taken_down', reason: 'A copyright claim (DMCA 2026-114)' });
    expect((await videoPage(video.id)).statusCode).toBe(404);
    const listing = listOf<{ _id: string }>(await call({ method: 'GET', url: `/api/user/assets/videos/search?performerId=${performer.id}&limit=200` }));
    expect(listing.data.map((v) => v._id)).not.toContain(video.id);
    const mine = listOf<Record<string, unknown>>(await call({ method: 'GET', url: '/api/reports', token: fan.token }));
    expect(mine.data.find((r) => r._id === filed._id)).toMatchObject({ state: 'removed', outcome: 'A copyright claim (DMCA 2026-114)' });

    const illegal = await takeDown('video', video.id, { reason: 'Court order', illegal: true });
    expect(illegal.json().data.moderation).toBe('removed');
    const back = await restore('video', video.id);
    expect(back.json().data).toMatchObject({ moderation: null, reason: null });
    expect((await videoPage(video.id)).statusCode).toBe(200);

    const actions = listOf<{ action: string }>(await call({ method: 'GET', url: `/api/admin/audit?targetId=${video.id}`, token: admin })).data.map(
      (e) => e.action,
    );
    expect(actions).toEqual(['content.restore', 'content.remove', 'content.take_down']);
  });

  it('refuses anyone but an admin, an unknown item and a missing reason', async () => {
    const video = await createVideo(t.db, { performer_id: performer.id });
    const fan = await signedInUser(t);
    expect((await takeDown('video', video.id, { reason: 'Mine now' }, fan.token)).statusCode).toBe(403);
    expect((await takeDown('video', '00000000-0000-4000-8000-000000000000', { reason: 'Gone' })).statusCode).toBe(404);
    expect((await takeDown('video', video.id, {})).statusCode).toBe(400);
    expect((await takeDown('video', video.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await videoPage(video.id)).statusCode).toBe(200);
  });
});
