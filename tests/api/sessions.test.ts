import { createTestApp, DEMO, tokenFromMail, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const login = (payload: object) => t.request({ method: 'POST', url: '/api/auth/login', payload });
const me = (token?: string) => t.request({ method: 'GET', url: '/api/users/me', token });

describe('login and sessions', () => {
  it('logs in by username or e-mail; remember lasts 365 days, otherwise 1 day', async () => {
    const remembered = (await login({ username: 'demo', password: DEMO.user.password, remember: true })).json().data;
    const expiresIn = Date.parse(remembered.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(364 * DAY);
    expect(expiresIn).toBeLessThanOrEqual(365 * DAY);

    const short = (await login({ username: 'Demo@Limelight.local', password: DEMO.user.password })).json().data;
    const shortIn = Date.parse(short.expiresAt) - Date.now();
    expect(shortIn).toBeGreaterThan(0.99 * DAY);
    expect(shortIn).toBeLessThanOrEqual(DAY);
  });

  it('answers wrong credentials with a 401 and a message, for a wrong password and an unknown user alike', async () => {
    for (const payload of [
      { username: 'demo', password: 'nope-nope' },
      { username: 'ghost', password: 'nope-nope' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Incorrect username or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('returns the current user without the password hash; no token or a bad one is a 401', async () => {
    const token = await t.login('demo', DEMO.user.password);
    const res = await me(token);
    expect(res.json().data).toMatchObject({ username: 'demo', email: 'demo@limelight.local', roles: ['user'] });
    expect(res.body).not.toMatch(/password|scrypt/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await me()).statusCode).toBe(401);
    expect((await me('made-up-token')).statusCode).toBe(401);
    // A bare token (no "Bearer") works too.
    const bare = await t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: token } });
    expect(bare.statusCode).toBe(200);
  });

  it('logout revokes the session', async () => {
    const token = await t.login('demo', DEMO.user.password);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.json()).toEqual({ status: 0, data: { success: true } });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Authentication required');
  });

  it('a password change revokes the other sessions and keeps this one', async () => {
    await t.request({
      method: 'POST',
      url: '/api/auth/users/register',
      payload: { name: 'Pat', username: 'pat', email: 'pat@example.com', password: 'first-password' },
    });
    await t.app.services.settings.set('requireEmailVerification', false);
    try {
      const phone = await t.login('pat', 'first-password');
      const laptop = await t.login('pat', 'first-password');
      const short = await t.request({
        method: 'PUT',
        url: '/api/auth/users/me/password',
        token: laptop,
        payload: { currentPassword: 'first-password', password: 'short' },
      });
      expect(short.statusCode).toBe(400);
      const res = await t.request({
        method: 'PUT',
        url: '/api/auth/users/me/password',
        token: laptop,
        payload: { currentPassword: 'first-password', password: 'second-password', source: 'user' },
      });
      expect(res.json()).toEqual({ status: 0, data: { success: true } });
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await login({ username: 'pat', password: 'first-password' })).statusCode).toBe(401);
      await expect(t.login('pat', 'second-password')).resolves.toEqual(expect.any(String));
    } finally {
      await t.app.services.settings.set('requireEmailVerification', true);
    }
  });

  it('forgot password mails a reset link; the reset sets the password and signs every session out', async () => {
    const session = await t.login('demo', DEMO.user.password);
    const res = await t.request({ method: 'POST', url: '/api/auth/users/forgot', payload: { email: 'demo@limelight.local' } });
    expect(res.json()).toEqual({ status: 0, data: { sent: true } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/users/forgot', payload: { email: 'ghost@example.com' } });
    expect(unknown.json()).toEqual({ status: 0, data: { sent: true } });

    const mail = (await t.mails()).filter((m) => m.to === 'demo@limelight.local').pop()!;
    expect(mail.subject).toBe('Reset your password');
    const token = tokenFromMail(mail.text);
    const reset = await t.request({ method: 'POST', url: '/api/auth/users/reset-password', payload: { token, password: 'brand-new-pass' } });
    expect(reset.json()).toEqual({ status: 0, data: { success: true } });
    expect((await me(session)).statusCode).toBe(401);
    await expect(t.login('demo', 'brand-new-pass')).resolves.toEqual(expect.any(String));

    const replay = await t.request({ method: 'POST', url: '/api/auth/users/reset-password', payload: { token, password: 'another-pass' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This password reset link is invalid or has expired');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ authRateLimitPerMinute: 3 });
  });
  afterAll(() => limited.close());

  it('limits registration and forgot-password per IP too', async () => {
    const forgot = () => limited.app.inject({ method: 'POST', url: '/api/auth/users/forgot', remoteAddress: '198.51.100.1', payload: { email: 'a@b.co' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await forgot()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const register = () => limited.app.inject({ method: 'POST', url: '/api/auth/users/register', remoteAddress: '198.51.100.2', payload: {} });
    const registerCodes = [];
    for (let i = 0; i < 4; i++) registerCodes.push((await register()).statusCode);
    expect(registerCodes).toEqual([400, 400, 400, 429]);
    const refused = await register();
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests from your address\. Please try again in (\d+ seconds|1 minute)\.$/),
    });
  });
});
