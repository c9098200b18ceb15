/**
 * @jest-environment node
 */
// Fans told when something new is out: the releases-announce and new-content-mails jobs' work, on the real database,
// with real sockets and the mail outbox.
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer, createProduct, createUser, createVideo, subscribe } from './helpers/catalogue';
import { client, disconnectAll, listen, pause, recorder, roundTrip } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
});
afterEach(disconnectAll);
afterAll(() => t.close());

const announce = () => t.app.services.releases.announceDue();
const sendMails = () => t.app.services.newContentMails.sendDue();

async function follow(userId: string, performerId: string) {
  await t.db.insertInto('follows').values({ fan_id: userId, performer_id: performerId }).execute();
}

/** A socket signed in as the user, and what it hears of releases. */
async function listener(username: string) {
  const socket = client(base);
  await roundTrip(socket, await t.login(username, 'test-password'));
  return recorder(socket, SOCKET_EVENTS.contentReleased);
}

/** Its scheduled time came. */
const due = (table: 'videos' | 'products', id: string) =>
  t.db
    .updateTable(table)
    .set({ published_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();

describe('releases', () => {
  it("tells a performer's subscribers and the fans who follow them, once, when a scheduled video goes live", async () => {
    const performer = await createPerformer(t.db, { name: 'Nova Lane' });
    const [subscriber, follower, both, stranger] = [await createUser(t.db), await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await subscribe(t.db, subscriber.id, performer.id);
    await follow(follower.id, performer.id);
    await subscribe(t.db, both.id, performer.id);
    await follow(both.id, performer.id);
    await announce(); // what other tests' helpers left untold
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Night swim', published_at: new Date(Date.now() + 10 * MINUTE) });
    const heard = {
      subscriber: await listener(subscriber.username),
      follower: await listener(follower.username),
      both: await listener(both.username),
      stranger: await listener(stranger.username),
      performer: await listener(performer.username),
    };

    expect(await announce()).toEqual({ announced: 0, told: 0 });
    await due('videos', video.id);
    expect(await announce()).toEqual({ announced: 1, told: 3 });
    await pause(300);
    const release = {
      kind: 'video',
      id: video.id,
      slug: video.slug,
      title: 'Night swim',
      performer: { _id: performer.id, name: 'Nova Lane', username: performer.username },
    };
    expect(heard).toEqual({ subscriber: [release], follower: [release], both: [release], stranger: [], performer: [] });
    // In the same transaction it went into their feeds (and the performer's own), not the stranger's.
    const feedOf = async (username: string) => {
      const res = await t.request({ method: 'GET', url: '/api/feed', token: await t.login(username, 'test-password') });
      return (res.json().data.items as Array<{ video?: { _id: string } }>).map((item) => item.video?._id);
    };
    for (const user of [subscriber, follower, both, performer]) expect(await feedOf(user.username)).toEqual([video.id]);
    expect(await feedOf(stranger.username)).toEqual([]);

    expect(await announce()).toEqual({ announced: 0, told: 0 });
    await pause(300);
    expect(heard.subscriber).toHaveLength(1);
  });

  it('tells each release once when two runs meet', async () => {
    const performer = await createPerformer(t.db);
    await announce();
    for (const name of ['Mug', 'Print', 'Tote']) await createProduct(t.db, { performer_id: performer.id, name, published_at: new Date(Date.now() - 1000) });
    const runs = await Promise.all([announce(), announce()]);
    expect(runs[0].announced + runs[1].announced).toBe(3);
  });

  it('e-mails a fan at most once an hour per performer, listing what came out meanwhile, unless they turned it off', async () => {
    const performer = await createPerformer(t.db, { name: 'Iris Vale' });
    const [keen, quiet] = [await createUser(t.db), await createUser(t.db)];
    await subscribe(t.db, keen.id, performer.id);
    await follow(quiet.id, performer.id);
    await t.app.services.notifications.update(quiet.id, { newContent: false });
    await announce();
    await sendMails();
    const mailsTo = async (user: { email: string }) => (await t.mails()).filter((m: { to: string }) => m.to === user.email);

    const first = await createVideo(t.db, { performer_id: performer.id, title: 'First light', published_at: new Date(Date.now() - 1000) });
    await announce();
    expect((await sendMails()).sent).toBe(1);
    const [one] = await mailsTo(keen);
    expect(one.subject).toBe('New from Iris Vale: First light');
    expect(one.text).toContain(`http://site.test/videos/${first.slug}`);
    expect(await mailsTo(quiet)).toEqual([]);

    // Within the hour: nothing more goes, what comes out waits.
    const second = await createVideo(t.db, { performer_id: performer.id, title: 'Second wind', published_at: new Date(Date.now() - 1000) });
    const third = await createProduct(t.db, { performer_id: performer.id, name: 'Third print', published_at: new Date(Date.now() - 1000) });
    await announce();
    await sendMails();
    expect(await mailsTo(keen)).toHaveLength(1);

    // An hour after the last one: one mail with both.
    await t.db
      .updateTable('new_content_mails')
      .set({ last_sent_at: new Date(Date.now() - 61 * MINUTE) })
      .where('fan_id', '=', keen.id)
      .execute();
    await sendMails();
    const mails = await mailsTo(keen);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('2 new from Iris Vale');
    expect(mails[1].text).toContain(`http://site.test/videos/${second.slug}`);
    expect(mails[1].text).toContain(`http://site.test/products/${third.slug}`);
    expect(mails[1].text).not.toContain(first.slug);
    expect((await sendMails()).due).toBe(0);
  });
});

describe('scheduling a video (POST /performer/videos/:id/publish with at)', () => {
  const publish = (token: string, id: string, payload: object) => t.request({ method: 'POST', url: `/api/performer/videos/${id}/publish`, token, payload });
  const row = (id: string) =>
    t.db.selectFrom('videos').select(['status', 'published_at', 'publish_when_ready', 'announced_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('schedules a ready video: scheduled until its time, then live and told; unpublishing drops the schedule', async () => {
    const performer = await createPerformer(t.db);
    const token = await t.login(performer.username, 'test-password');
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Later', status: 'draft', published_at: null });
    const at = new Date(Date.now() + 2 * MINUTE);
    const res = await publish(token, video.id, { publish: true, at: at.toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ publication: 'scheduled', publishedAt: at.toISOString() });
    expect((await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}` })).statusCode).toBe(404);
    await announce();
    expect((await row(video.id)).announced_at).toBeNull();
    // Its time comes.
    await due('videos', video.id);
    expect((await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}` })).statusCode).toBe(200);
    await announce();
    expect((await row(video.id)).announced_at).not.toBeNull();

    const later = await createVideo(t.db, { performer_id: performer.id, title: 'Later still', status: 'draft', published_at: null });
    await publish(token, later.id, { publish: true, at: at.toISOString() });
    const back = await publish(token, later.id, { publish: false });
    expect(back.json().data).toMatchObject({ publication: 'draft', publishedAt: null });
  });

  it('refuses a time that has passed or is over a year ahead, and a time that is not one, changing nothing', async () => {
    const performer = await createPerformer(t.db);
    const token = await t.login(performer.username, 'test-password');
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Draft', status: 'draft', published_at: null });
    const past = await publish(token, video.id, { publish: true, at: new Date(Date.now() - MINUTE).toISOString() });
    expect([past.statusCode, past.json().code, past.json().message]).toEqual([
      400,
      'SCHEDULE_IN_PAST',
      'This time has passed: publish now instead, or choose a time still to come.',
    ]);
    expect((await publish(token, video.id, { publish: true, at: new Date(Date.now() + 400 * 24 * 60 * MINUTE).toISOString() })).json().code).toBe(
      'SCHEDULE_TOO_FAR',
    );
    expect((await publish(token, video.id, { publish: true, at: 'tomorrow' })).statusCode).toBe(400);
    expect(await row(video.id)).toMatchObject({ status: 'draft', published_at: null });
  });

  it('a video scheduled while processing goes live at its time, or when processing ends if that is later', async () => {
    const performer = await createPerformer(t.db);
    const token = await t.login(performer.username, 'test-password');
    const video = await createVideo(t.db, {
      performer_id: performer.id,
      title: 'Processing',
      status: 'draft',
      published_at: null,
      media_state: 'processing',
      source_key: 'uploads/x',
    });
    const at = new Date(Date.now() + 10 * MINUTE);
    expect((await publish(token, video.id, { publish: true, at: at.toISOString() })).statusCode).toBe(200);
    expect(await row(video.id)).toMatchObject({ status: 'draft', publish_when_ready: true, published_at: at });
    const media = {
      hlsKey: 'hls/x/master.m3u8',
      thumbnailKey: 'videos/x.webp',
      posterCandidates: [],
      teaserKey: 'videos/x.mp4',
      blurredPosterKey: null,
      durationSeconds: 4,
      width: 640,
      height: 360,
      storageBytes: 1,
    };
    await t.app.services.videoMedia.ready(video.id, 'uploads/x', media);
    expect(await row(video.id)).toMatchObject({ status: 'active', publish_when_ready: false, published_at: at });
  });
});
