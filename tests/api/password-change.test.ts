import { signedInUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, payload: object) => t.request({ method: 'PUT', url: '/api/auth/users/me/password', token, payload });
const loginStatus = async (username: string, password: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).statusCode;
const meStatus = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me', token })).statusCode;

describe('PUT /auth/users/me/password needs the current password', () => {
  it('refuses a change without the current password, naming the field, and changes nothing', async () => {
    const { user, token } = await signedInUser(t);
    const res = await change(token, { password: 'brand-new-pass', source: 'user' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'currentPassword is required' });
    expect(await loginStatus(user.username, 'test-password')).toBe(200);
  });

  it('refuses a wrong current password with a clear 400, keeping the password and every session', async () => {
    const { user, token } = await signedInUser(t);
    const other = await t.login(user.username, 'test-password');
    const res = await change(token, { currentPassword: 'not-my-password', password: 'brand-new-pass', source: 'user' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', message: 'Your current password is not correct' });
    expect(await loginStatus(user.username, 'brand-new-pass')).toBe(401);
    expect(await loginStatus(user.username, 'test-password')).toBe(200);
    expect([await meStatus(token), await meStatus(other)]).toEqual([200, 200]);
  });

  it('with the right current password: changes it, keeps this session and ends the others', async () => {
    const { user, token } = await signedInUser(t);
    const other = await t.login(user.username, 'test-password');
    const res = await change(token, { currentPassword: 'test-password', password: 'brand-new-pass', source: 'performer' });
    expect(res.json()).toEqual({ status: 0, data: { success: true } });
    expect([await meStatus(token), await meStatus(other)]).toEqual([200, 401]);
    expect(await loginStatus(user.username, 'brand-new-pass')).toBe(200);
  });

  it('allows 5 attempts in 15 minutes per user, right or wrong; the 6th is a 429 with Retry-After', async () => {
    const { user, token } = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(token, { currentPassword: `guess-${i}`, password: 'brand-new-pass' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await change(token, { currentPassword: 'test-password', password: 'brand-new-pass' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_PASSWORD_CHANGES', message: 'Too many password changes. Please try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await loginStatus(user.username, 'test-password')).toBe(200);
    // Another user is not held back.
    const someoneElse = await signedInUser(t);
    expect((await change(someoneElse.token, { currentPassword: 'test-password', password: 'brand-new-pass' })).statusCode).toBe(200);
  });
});
