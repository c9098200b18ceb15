/**
 * @jest-environment node
 */
// The notification centre: what notifies whom (a comment on a performer's content and to the others who commented,
// a sale and a purchase, a new subscriber, a new item from a followed creator), grouped while unread, written in the
// transaction of what it reports and told live with the unread count; reading one or all (up to what was shown);
// another user's notification or cursor refused; a deleted account's notifications gone.
import { sql } from 'kysely';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer, createUser, createVideo } from './helpers/catalogue';
import { client, disconnectAll, listen, next, roundTrip } from './helpers/sockets';
import { createSubscriptionApp, newFan, performerWithPackage, signedIn, subscribed, type Person } from './helpers/subscriptions';
import { decide, pendingPurchase, purchaseVideo } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;

beforeAll(async () => {
  ({ t } = await createSubscriptionApp());
  base = await listen(t);
}, 60_000);
afterEach(disconnectAll);
afterAll(() => t.close());

interface Item {
  _id: string;
  kind: string;
  text: string;
  path: string;
  count: number;
  read: boolean;
  actors: Array<{ _id: string }>;
}
async function notifications(person: Person, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/notifications${query}`, token: person.token });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data as { items: Item[]; next: string | null; top: string | null; unread: number };
}
const comment = (person: Person, videoId: string, content: string) =>
  t.request({ method: 'POST', url: '/api/comments', token: person.token, payload: { objectType: 'video', objectId: videoId, content } });

describe('what notifies whom', () => {
  it('a comment: its performer, and the others who commented there, grouped while unread', async () => {
    const performer = await signedIn(t, await createPerformer(t.db, { name: 'Iris Vale' }));
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Dawn run' });
    const [ann, ben, cas] = [
      await signedIn(t, await createUser(t.db, { name: 'Ann' })),
      await signedIn(t, await createUser(t.db, { name: 'Ben' })),
      await signedIn(t, await createUser(t.db, { name: 'Cas' })),
    ];
    expect((await comment(ann, video.id, 'First!')).statusCode).toBe(200);
    expect((await comment(ben, video.id, 'Lovely')).statusCode).toBe(200);
    expect((await comment(cas, video.id, 'Wow')).statusCode).toBe(200);

    const own = await notifications(performer);
    expect(own.unread).toBe(1);
    expect(own.items[0]).toMatchObject({ kind: 'comment_on_content', text: 'Cas and 2 others commented on “Dawn run”', count: 3, read: false });
    expect(own.items[0].path).toMatch(/^\/videos\//);
    expect(own.items[0].actors.map((a) => a._id)).toEqual([cas.id, ben.id, ann.id]);
    expect((await notifications(ann)).items.map((i) => i.text)).toEqual(['Cas and Ben also commented on “Dawn run”']);
    expect((await notifications(ben)).items.map((i) => i.text)).toEqual(['Cas also commented on “Dawn run”']);
    expect((await notifications(cas)).items).toEqual([]);
  });

  it('a like of a comment: its author, grouped per comment; once per liker, never for liking one’s own', async () => {
    const performer = await createPerformer(t.db);
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Night swim' });
    const [ann, ben, cas] = [
      await signedIn(t, await createUser(t.db, { name: 'Ann' })),
      await signedIn(t, await createUser(t.db, { name: 'Ben' })),
      await signedIn(t, await createUser(t.db, { name: 'Cas' })),
    ];
    const written = await comment(ann, video.id, 'So calm');
    const commentId = written.json().data._id as string;
    const like = (person: Person, on = true) =>
      t.request({
        method: on ? 'POST' : 'DELETE',
        url: '/api/reactions',
        token: person.token,
        payload: { objectType: 'comment', objectId: commentId, action: 'like' },
      });
    expect((await like(ann)).json().data).toMatchObject({ reacted: true, count: 1 });
    expect((await notifications(ann)).items).toEqual([]);
    expect((await like(ben)).json().data).toMatchObject({ count: 2 });
    expect((await like(ben)).json().data).toMatchObject({ count: 2 });
    expect((await like(cas)).json().data).toMatchObject({ count: 3 });
    const told = await notifications(ann);
    expect(told.unread).toBe(1);
    expect(told.items[0]).toMatchObject({ kind: 'comment_liked', text: 'Cas and Ben liked your comment on “Night swim”', count: 2 });
    expect(told.items[0].path).toMatch(/^\/videos\//);

    // Unliked, the count drops; the list says who likes what, to each viewer.
    expect((await like(cas, false)).json().data).toMatchObject({ reacted: false, count: 2 });
    const listed = async (person: Person) =>
      (await t.request({ method: 'GET', url: `/api/comments/search?objectType=video&objectId=${video.id}`, token: person.token })).json().data.data[0];
    expect(await listed(ben)).toMatchObject({ likes: 2, liked: true });
    expect(await listed(cas)).toMatchObject({ likes: 2, liked: false });
    const anonymous = (await t.request({ method: 'GET', url: `/api/comments/search?objectType=video&objectId=${video.id}` })).json().data.data[0];
    expect(anonymous.likes).toBe(2);
    expect(anonymous).not.toHaveProperty('liked');

    // A comment takes likes only; one taken down or unknown cannot be liked.
    const favourite = await t.request({
      method: 'POST',
      url: '/api/reactions',
      token: ben.token,
      payload: { objectType: 'comment', objectId: commentId, action: 'favourite' },
    });
    expect({ status: favourite.statusCode, code: favourite.json().code }).toEqual({ status: 400, code: 'REACTION_NOT_TAKEN' });
    await t.db.updateTable('comments').set({ moderation: 'removed' }).where('id', '=', commentId).execute();
    expect((await like(cas)).statusCode).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/reactions',
      token: ben.token,
      payload: { objectType: 'comment', objectId: '00000000-0000-4000-8000-000000000000', action: 'like' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await notifications(ann)).items).toHaveLength(1);
  });

  it('a sale tells its buyer and its performer; a subscription its performer', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const video = await createVideo(t.db, { performer_id: performer.id, access: 'sale', price_cents: 700, title: 'Sunset cut' });
    const transactionId = await pendingPurchase(await purchaseVideo(t, fan, video.id));
    expect((await decide(t, fan, transactionId, 'approve')).statusCode).toBe(200);

    const kinds = (items: Item[]) => items.map((i) => [i.kind, i.text]);
    expect(kinds((await notifications(fan)).items)).toEqual([['purchase_completed', 'Your purchase of “Sunset cut” is complete ($7.00)']]);
    expect(kinds((await notifications(performer)).items)).toEqual([
      ['sale', expect.stringMatching(/ bought “Sunset cut”$/)],
      ['new_subscriber', expect.stringMatching(/ subscribed to you$/)],
    ]);
  });

  it('a recurring subscription about to renew: its fan, once per period, 3 days before', async () => {
    const { packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const { subscriptions } = t.app.services;
    const DAY = 24 * 60 * 60 * 1000;
    expect(await subscriptions.remindRenewals(new Date(Date.now() + 20 * DAY))).toBe(0); // too early
    expect(await subscriptions.remindRenewals(new Date(Date.now() + 28 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await subscriptions.remindRenewals(new Date(Date.now() + 28.5 * DAY))).toBe(0); // once
    const { items } = await notifications(fan);
    expect(items.map((i) => i.kind)).toEqual(['subscription_renewing']);
    expect(items[0].text).toMatch(/^Your subscription to .+ renews on \d+ \w+ \(\$5\.00\)$/);
  });

  it('a new item reaches the followers of its creator once, grouped by creator, and live with the count', async () => {
    const performer = await createPerformer(t.db, { name: 'Nia Cole' });
    const fan = await newFan(t);
    await t.db.insertInto('follows').values({ fan_id: fan.id, performer_id: performer.id }).execute();
    const socket = client(base);
    await roundTrip(socket, fan.token);
    const heard = next<{ notification: Item; unread: number }>(socket, SOCKET_EVENTS.notificationNew);
    await createVideo(t.db, { performer_id: performer.id, title: 'One', published_at: new Date(Date.now() - 2000) });
    await t.app.services.releases.announceDue();
    expect(await heard).toMatchObject({ notification: { kind: 'new_content', text: 'Nia Cole published “One”' }, unread: 1 });
    await createVideo(t.db, { performer_id: performer.id, title: 'Two', published_at: new Date(Date.now() - 1000) });
    await t.app.services.releases.announceDue();
    await t.app.services.releases.announceDue();
    const { items, unread } = await notifications(fan);
    expect(unread).toBe(1);
    expect(items.map((i) => [i.text, i.count])).toEqual([['Nia Cole published 2 new items', 2]]);
  });

  it('is written in the transaction of what it reports: when it cannot be, the comment is not made either', async () => {
    const performer = await createPerformer(t.db);
    const video = await createVideo(t.db, { performer_id: performer.id });
    const fan = await newFan(t);
    await sql`create function refuse_notification() returns trigger language plpgsql as $$
      begin if new.user_id = ${sql.lit(performer.id)} then raise exception 'the centre is unavailable'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_notification before insert on notifications for each row execute function refuse_notification()`.execute(t.db);
    try {
      expect((await comment(fan, video.id, 'Lost')).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_notification on notifications`.execute(t.db);
      await sql`drop function refuse_notification()`.execute(t.db);
    }
    expect(await t.db.selectFrom('comments').select('id').where('object_id', '=', video.id).execute()).toEqual([]);
  });
});

describe('reading notifications', () => {
  async function withThree() {
    const performer = await signedIn(t, await createPerformer(t.db));
    for (const title of ['A', 'B', 'C']) {
      const video = await createVideo(t.db, { performer_id: performer.id, title });
      expect((await comment(await newFan(t), video.id, 'Hi')).statusCode).toBe(200);
    }
    return performer;
  }

  it('reads one, or all up to what was shown (what came after stays unread), and tells every tab the count', async () => {
    const performer = await withThree();
    const page = await notifications(performer, '?limit=2');
    expect([page.items.length, page.unread]).toEqual([2, 3]);
    const socket = client(base);
    await roundTrip(socket, performer.token);
    const told = next<{ unread: number }>(socket, SOCKET_EVENTS.notificationsRead);
    const one = await t.request({ method: 'POST', url: `/api/notifications/${page.items[1]._id}/read`, token: performer.token });
    expect(one.json().data).toEqual({ unread: 2 });
    expect(await told).toEqual({ unread: 2 });

    // A comment arrives after the page was shown: read-all up to its top leaves it unread.
    const later = await createVideo(t.db, { performer_id: performer.id, title: 'D' });
    await comment(await newFan(t), later.id, 'Late');
    const all = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: performer.token, payload: { upTo: page.top } });
    expect(all.json().data).toEqual({ unread: 1 });
    const after = await notifications(performer);
    expect(after.items.map((i) => i.read)).toEqual([false, true, true, true]);
    const rest = await notifications(performer, `?limit=2&cursor=${page.next}`);
    expect(rest.items.length).toBe(1);
  });

  it('refuses another user’s notification and cursor, and a visitor, changing nothing', async () => {
    const performer = await withThree();
    const other = await newFan(t);
    const page = await notifications(performer, '?limit=1');
    const theirs = await t.request({ method: 'POST', url: `/api/notifications/${page.items[0]._id}/read`, token: other.token });
    expect(theirs.statusCode).toBe(404);
    const cursor = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: other.token, payload: { upTo: page.top } });
    expect([cursor.statusCode, cursor.json().code]).toEqual([400, 'BAD_CURSOR']);
    const listed = await t.request({ method: 'GET', url: `/api/notifications?cursor=${page.next}`, token: other.token });
    expect([listed.statusCode, listed.json().code]).toEqual([400, 'BAD_CURSOR']);
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await notifications(performer)).unread).toBe(3);
  });

  it('goes with a deleted account', async () => {
    const video = await createVideo(t.db, { performer_id: (await createPerformer(t.db)).id });
    const [first, second] = [await newFan(t), await newFan(t)];
    await comment(first, video.id, 'One');
    await comment(second, video.id, 'Two');
    expect((await notifications(first)).unread).toBe(1);
    const deleted = await t.request({
      method: 'POST',
      url: '/api/users/me/deletion',
      token: first.token,
      payload: { password: 'test-password', confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', first.id).execute()).toEqual([]);
  });
});
