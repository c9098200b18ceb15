/**
 * @jest-environment node
 */
// Notifications by e-mail: each kind on the site and by e-mail, on the site only, or off (the old switches kept as
// their kinds'); the digest mails what a user wants by e-mail, once per activity, with a one-click unsubscribe per kind
// (a signed link, no login) and the List-Unsubscribe headers; a forged link refused, nothing changed.
import { createPerformer, createVideo } from './helpers/catalogue';
import { createSubscriptionApp, newFan, signedIn, type Person } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const prefs = async (person: Person) => (await t.request({ method: 'GET', url: '/api/users/me/notification-preferences', token: person.token })).json().data;
const change = (person: Person, payload: object) => t.request({ method: 'PUT', url: '/api/users/me/notification-preferences', token: person.token, payload });
const comment = (person: Person, videoId: string, content: string) =>
  t.request({ method: 'POST', url: '/api/comments', token: person.token, payload: { objectType: 'video', objectId: videoId, content } });
const inAMinute = () => new Date(Date.now() + 3 * 60 * 1000);
type Mail = { to: string; subject: string; text: string; headers: Record<string, string> };
const mailsTo = async (email: string) => ((await t.mails()) as Mail[]).filter((m) => m.to === email);

async function emailOf(person: Person) {
  return (await t.db.selectFrom('users').select('email').where('id', '=', person.id).executeTakeFirstOrThrow()).email;
}

describe('choosing where each kind reaches you', () => {
  it('defaults, changes a kind, keeps the old switches as their kinds, and refuses a bad choice', async () => {
    const fan = await newFan(t);
    const before = await prefs(fan);
    expect(before).toMatchObject({
      newsletter: false,
      newContent: true,
      commentReplies: true,
      channels: { comment_reply: 'email', sale: 'email', report_decided: 'site' },
    });
    expect((await change(fan, { channels: { comment_reply: 'off', sale: 'site' } })).statusCode).toBe(200);
    expect((await change(fan, { newContent: false })).json().data).toMatchObject({
      newContent: false,
      channels: { new_content: 'site', comment_reply: 'off', sale: 'site' },
    });
    for (const payload of [{ channels: { comment_reply: 'loud' } }, { channels: 'off' }, { newsletter: 'yes' }]) {
      const res = await change(fan, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    // A kind the site does not have is dropped (the API drops fields it does not name), and nothing else changes.
    expect((await change(fan, { channels: { unknown_kind: 'off' } })).json().data.channels).not.toHaveProperty('unknown_kind');
    expect((await prefs(fan)).channels).toMatchObject({ comment_reply: 'off', new_content: 'site', sale: 'site' });
  });

  it('off: the kind leaves the bell too', async () => {
    const performer = await signedIn(t, await createPerformer(t.db));
    await change(performer, { channels: { comment_on_content: 'off' } });
    const video = await createVideo(t.db, { performer_id: performer.id });
    expect((await comment(await newFan(t), video.id, 'Hello')).statusCode).toBe(200);
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', performer.id).execute()).toEqual([]);
  });
});

describe('the digest by e-mail', () => {
  it('mails what a user wants by e-mail once, with a one-click unsubscribe per kind that works without logging in', async () => {
    const performer = await signedIn(t, await createPerformer(t.db, { name: 'Vera Lane' }));
    await change(performer, { channels: { comment_on_content: 'email' } });
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Morning set' });
    expect((await comment(await newFan(t), video.id, 'Great')).statusCode).toBe(200);
    const email = await emailOf(performer);

    expect((await t.app.services.notificationMails.sendDue(new Date())).sent).toBe(0); // not settled yet
    await t.app.services.notificationMails.sendDue(inAMinute());
    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/commented on “Morning set”$/);
    expect(mail.text).toContain('/videos/');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await t.app.services.notificationMails.sendDue(inAMinute());
    expect(await mailsTo(email)).toHaveLength(1); // once

    const oneClick = new URL(mail.headers['List-Unsubscribe'].slice(1, -1));
    const forged = await t.request({ method: 'POST', url: `${oneClick.pathname}?${oneClick.search.slice(1).replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA')}` });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'INVALID_LINK']);
    expect((await prefs(performer)).channels.comment_on_content).toBe('email');
    const done = await t.request({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.json().data).toEqual({ kinds: ['comment_on_content'] });
    expect((await prefs(performer)).channels.comment_on_content).toBe('site');
    // Still on the site.
    expect((await comment(await newFan(t), video.id, 'Again')).statusCode).toBe(200);
    const rows = await t.db.selectFrom('notifications').select(['events_count', 'email_wanted']).where('user_id', '=', performer.id).execute();
    expect(rows).toEqual([{ events_count: 2, email_wanted: false }]);
  });
});
