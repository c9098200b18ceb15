/**
 * @jest-environment node
 */
import { createPerformer, createUser, createVideo, purchase, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { jobs: 'send' });
});
afterAll(() => t.close());

const download = (token: string) => t.request({ method: 'GET', url: '/api/users/me/export', token });

async function fanWithHistory() {
  const user = await createUser(t.db);
  const token = await t.login(user.username, 'test-password');
  const performer = await createPerformer(t.db);
  const video = await createVideo(t.db, { performer_id: performer.id });
  await purchase(t.db, user.id, 'video', video.id);
  await t.request({ method: 'POST', url: '/api/comments', token, payload: { objectType: 'video', objectId: video.id, content: 'Mine' } });
  await t.request({ method: 'POST', url: '/api/reactions', token, payload: { objectType: 'video', objectId: video.id, action: 'favourite' } });
  await t.request({ method: 'PUT', url: '/api/users/me/notification-preferences', token, payload: { newsletter: true } });
  await t.request({ method: 'PUT', url: '/api/creator-application', token, payload: { legalName: 'Ada Lovelace', birthDate: '1990-04-25' } });
  return { user, token, video };
}

describe('downloading one’s data', () => {
  it('is a private JSON attachment with the profile, purchases, comments, favourites, choices and sessions', async () => {
    const { user, token, video } = await fanWithHistory();
    const res = await download(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="limelight-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { status, data } = res.json();
    expect(status).toBe(0);
    expect(data.profile).toMatchObject({ _id: user.id, username: user.username, email: user.email, termsAcceptedAt: null });
    expect(data.purchases).toEqual([expect.objectContaining({ objectType: 'video', objectId: video.id })]);
    expect(data.comments).toEqual([expect.objectContaining({ objectType: 'video', objectId: video.id, content: 'Mine' })]);
    expect(data.reactions).toEqual([expect.objectContaining({ objectId: video.id, action: 'favourite' })]);
    expect(data.notificationPreferences).toMatchObject({
      newsletter: true,
      newContent: true,
      commentReplies: true,
      channels: { new_content: 'email', sale: 'email' },
    });
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(data.orders).toEqual([]);
    expect(data.subscriptions).toEqual([]);
    expect(data.creatorApplications).toEqual([
      expect.objectContaining({ state: 'draft', legalName: 'Ada Lovelace', birthDate: '1990-04-25', documents: { document: false, selfie: false } }),
    ]);
  });

  it('holds the messages one sent and received, as one sees them, and a creator’s messages to all once each', async () => {
    const fan = await createUser(t.db);
    const fanToken = await t.login(fan.username, 'test-password');
    const creator = await createPerformer(t.db);
    const creatorToken = await t.login(creator.username, 'test-password');
    await subscribe(t.db, fan.id, creator.id);
    const say = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/messages', token, payload });
    const hello = (await say(fanToken, { to: creator.id, body: 'Hello there' })).json().data;
    const oops = (await say(fanToken, { to: creator.id, body: 'Oops' })).json().data;
    expect((await t.request({ method: 'DELETE', url: `/api/messages/${oops._id}`, token: fanToken })).statusCode).toBe(200);
    await say(creatorToken, { to: fan.id, body: 'Welcome!' });
    const toAll = await t.request({
      method: 'POST',
      url: '/api/performer/broadcasts',
      token: creatorToken,
      payload: { audience: 'subscribers', body: 'News for all' },
    });
    expect(toAll.statusCode).toBe(200);
    await t.app.services.broadcasts.deliver(toAll.json().data._id);

    const fanExport = (await download(fanToken)).json().data;
    const seen = (rows: Array<{ senderId: string; body: string; deleted: boolean; withUserId: string }>) =>
      rows.map((m) => [m.senderId === fan.id ? 'fan' : 'creator', m.body, m.deleted, m.withUserId]);
    expect(seen(fanExport.messages)).toEqual([
      ['creator', 'News for all', false, creator.id],
      ['creator', 'Welcome!', false, creator.id],
      ['fan', '', true, creator.id],
      ['fan', 'Hello there', false, creator.id],
    ]);
    expect(fanExport.messages[3]).toMatchObject({ _id: hello._id, conversationId: hello.conversationId, attachments: 0, priceCents: null });
    expect(fanExport.messagesToAll).toEqual([]);
    const creatorExport = (await download(creatorToken)).json().data;
    expect(creatorExport.messages.map((m: { body: string }) => m.body)).toEqual(['Welcome!', '', 'Hello there']);
    expect(creatorExport.messagesToAll).toEqual([expect.objectContaining({ audience: 'subscribers', body: 'News for all', recipients: 1 })]);
  });

  it('never carries a password hash or a token hash, nor anyone else’s data', async () => {
    const { user, token } = await fanWithHistory();
    const other = await fanWithHistory();
    const body = (await download(token)).body;
    const hashes = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(body).not.toContain(row.password_hash);
    expect(body).not.toMatch(/scrypt\$|password|token_hash|tokenHash/i);
    for (const { token_hash } of hashes) expect(body).not.toContain(token_hash);
    expect(body).not.toContain(other.user.id);
    expect(body).not.toContain(other.video.id);
  });

  it('is for signed-in users only, and a few times an hour', async () => {
    expect((await download('')).statusCode).toBe(401);
    const { token } = await fanWithHistory();
    for (let i = 0; i < 3; i += 1) expect((await download(token)).statusCode).toBe(200);
    const limited = await download(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_EXPORTS');
  });
});
