/**
 * @jest-environment node
 */
import { createUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const URL = '/api/users/me/notification-preferences';
const read = async (token: string) => (await t.request({ method: 'GET', url: URL, token })).json().data;
const write = (token: string, payload: object) => t.request({ method: 'PUT', url: URL, token, payload });

async function fan() {
  const user = await createUser(t.db);
  return { user, token: await t.login(user.username, 'test-password') };
}

describe('notification preferences', () => {
  it('start opted out of the newsletter and into the rest; a change keeps the switches it does not name', async () => {
    const { token } = await fan();
    expect(await read(token)).toMatchObject({ newsletter: false, newContent: true, commentReplies: true });
    const res = await write(token, { newsletter: true, commentReplies: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ newsletter: true, newContent: true, commentReplies: false, channels: { comment_reply: 'site' } });
    await write(token, { newContent: false });
    expect(await read(token)).toMatchObject({ newsletter: true, newContent: false, commentReplies: false, channels: { new_content: 'site' } });
  });

  it('are each user’s own, refuse a value that is not a boolean, and need a session', async () => {
    const [a, b] = [await fan(), await fan()];
    await write(a.token, { newsletter: true });
    expect((await read(b.token)).newsletter).toBe(false);
    const bad = await write(a.token, { newsletter: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await write(a.token, { userId: b.user.id, newsletter: false })).json().data.newsletter).toBe(false);
    expect((await read(b.token)).newsletter).toBe(false);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await write('', { newsletter: true })).statusCode).toBe(401);
  });

  it('decide whether an optional mail goes: the one rule its senders call', async () => {
    const { user, token } = await fan();
    const { notifications } = t.app.services;
    const message = (subject: string) => ({ to: user.email, subject, text: 'Hello' });
    expect(await notifications.sendOptional(user.id, 'newsletter', message('Newsletter, opted out'))).toBe(false);
    expect(await notifications.sendOptional(user.id, 'newContent', message('New video'))).toBe(true);
    await write(token, { newsletter: true, newContent: false });
    expect(await notifications.sendOptional(user.id, 'newsletter', message('Newsletter, opted in'))).toBe(true);
    expect(await notifications.sendOptional(user.id, 'newContent', message('Another video'))).toBe(false);
    const subjects = (await t.mails()).filter((m) => m.to === user.email).map((m) => m.subject);
    expect(subjects).toEqual(['New video', 'Newsletter, opted in']);
  });
});

describe('registration records the 18+ and terms confirmation', () => {
  const register = (payload: object) => t.request({ method: 'POST', url: '/api/auth/users/register', payload });
  const newUser = (name: string) => ({
    name: `Terms ${name}`,
    username: `terms_${name}`,
    email: `terms_${name}@example.com`,
    password: 'long-enough-password',
  });
  const acceptedAt = async (username: string) =>
    (await t.db.selectFrom('users').select('terms_accepted_at').where('username', '=', username).executeTakeFirstOrThrow()).terms_accepted_at;

  it('stores when the form’s acceptance came; the spec’s payload without it still registers', async () => {
    expect((await register({ ...newUser('yes'), acceptedTerms: true })).statusCode).toBe(200);
    expect(await acceptedAt('terms_yes')).toBeInstanceOf(Date);
    expect((await register(newUser('spec'))).statusCode).toBe(200);
    expect(await acceptedAt('terms_spec')).toBeNull();
    const bad = await register({ ...newUser('bad'), acceptedTerms: 'of course' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
