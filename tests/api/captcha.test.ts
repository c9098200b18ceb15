/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/** What the fake siteverify answers for each token; any other token is refused as Google does. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  'human-token': { status: 200, body: { success: true, score: 0.9, action: 'submit' } },
  'bot-token': { status: 200, body: { success: true, score: 0.2, action: 'submit' } },
  'provider-error-token': { status: 500, body: { error: 'internal' } },
};
const REFUSED = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };

interface Received {
  contentType?: string;
  form: URLSearchParams;
}

let verifyServer: http.Server;
let verifyUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  verifyServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ contentType: req.headers['content-type'], form });
      const answer = ANSWERS[form.get('response') ?? ''] ?? REFUSED;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => verifyServer.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifyServer.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => verifyServer.close(() => resolve())));

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;
const post = (t: TestApp, url: string, payload: object, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, remoteAddress, payload });
const verify = (t: TestApp, token: string, remoteAddress?: string) => post(t, '/re-captcha/verify', { token }, remoteAddress);

const message = { name: 'Riley Fan', email: 'riley@example.test', message: 'Hello, how do I change my card?' };
let registrations = 0;
const registration = () => {
  registrations += 1;
  return { name: 'New Fan', username: `captcha_fan_${registrations}`, email: `captcha-fan-${registrations}@example.test`, password: 'a-good-password' };
};

describe('captcha off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ recaptcha: { verifyUrl, secretKey: 'env-secret' } });
  });
  afterAll(() => t.close());

  it('says so in the public settings, and verify passes without asking the provider', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data;
    expect(settings).toMatchObject({ recaptchaEnabled: false, recaptchaSiteKey: '', recaptchaVersion: 'v2' });
    expect(settings).not.toHaveProperty('recaptchaSecretKey');
    expect(settings).not.toHaveProperty('recaptchaThreshold');
    const before = received.length;
    const res = await verify(t, 'anything-at-all');
    expect(res.json()).toEqual({ status: 0, data: { success: true, disabled: true } });
    expect(received).toHaveLength(before);
  });

  it('lets register, contact and repeated logins through without a token', async () => {
    expect((await post(t, '/auth/users/register', registration())).statusCode).toBe(200);
    expect((await post(t, '/contact', message)).statusCode).toBe(200);
    const address = newAddress();
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await post(t, '/auth/login', { username: user.username, password: 'wrong-password' }, address)).statusCode).toBe(401);
    expect((await post(t, '/auth/login', { username: user.username, password: 'test-password' }, address)).statusCode).toBe(200);
  });
});

describe('captcha on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ recaptcha: { verifyUrl, secretKey: 'env-secret' } });
    await t.app.services.settings.set('recaptchaEnabled', true);
    await t.app.services.settings.set('recaptchaSiteKey', 'public-site-key');
  });
  afterAll(() => t.close());

  const asV = async (version: 'v2' | 'v3') => t.app.services.settings.set('recaptchaVersion', version);

  it('publishes the switch and the site key, never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().data).toMatchObject({ recaptchaEnabled: true, recaptchaSiteKey: 'public-site-key' });
    expect(res.body).not.toContain('env-secret');
  });

  it('v2: passes a token the provider accepts, sending it form-encoded with the secret and the address', async () => {
    await asV('v2');
    const res = await verify(t, 'human-token', '192.0.2.77');
    expect(res.json()).toEqual({ status: 0, data: { success: true } });
    const last = received.at(-1)!;
    expect(last.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last.form)).toEqual({ secret: 'env-secret', response: 'human-token', remoteip: '192.0.2.77' });
  });

  it('fails a token the provider refuses', async () => {
    await asV('v2');
    expect((await verify(t, 'forged-token')).json()).toEqual({ status: 0, data: { success: false } });
  });

  it('v3: passes a score at the threshold or above, fails one below it', async () => {
    await asV('v3');
    expect((await verify(t, 'human-token')).json()).toEqual({ status: 0, data: { success: true, score: 0.9 } });
    expect((await verify(t, 'bot-token')).json()).toEqual({ status: 0, data: { success: false, score: 0.2 } });
    await t.app.services.settings.set('recaptchaThreshold', 0.1);
    expect((await verify(t, 'bot-token')).json().data.success).toBe(true);
    await t.app.services.settings.set('recaptchaThreshold', 0.5);
  });

  it('limits the checks one address may ask for (30 a minute), not another address', async () => {
    await asV('v2');
    const asked = received.length;
    for (let i = 0; i < 30; i++) expect((await verify(t, 'human-token', '203.0.113.9')).statusCode).toBe(200);
    const refused = await verify(t, 'human-token', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_CAPTCHA_CHECKS');
    expect(received.length).toBe(asked + 30);
    expect((await verify(t, 'human-token', '203.0.113.10')).statusCode).toBe(200);
  });

  it('refuses a missing token as malformed (400), naming the field', async () => {
    const res = await post(t, '/re-captcha/verify', {});
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('token');
  });

  it('answers 502 CAPTCHA_UNAVAILABLE when the provider errs or cannot be reached: never a 500, never a pass', async () => {
    await asV('v2');
    const erring = await verify(t, 'provider-error-token');
    expect(erring.statusCode).toBe(502);
    expect(erring.json()).toMatchObject({ code: 'CAPTCHA_UNAVAILABLE', message: expect.stringContaining('captcha') });

    const unreachable = await createTestApp({ recaptcha: { verifyUrl: 'http://127.0.0.1:9/siteverify', secretKey: 'env-secret' } });
    try {
      await unreachable.app.services.settings.set('recaptchaEnabled', true);
      expect((await verify(unreachable, 'human-token')).statusCode).toBe(502);
      const contact = await post(unreachable, '/contact', { ...message, captchaToken: 'human-token' });
      expect(contact.statusCode).toBe(502);
      expect(contact.json().code).toBe('CAPTCHA_UNAVAILABLE');
    } finally {
      await unreachable.close();
    }
  });

  it('gates register: missing token 400 CAPTCHA_REQUIRED, bad token 403 CAPTCHA_FAILED, good token registers', async () => {
    await asV('v3');
    const refused = registration();
    const missing = await post(t, '/auth/users/register', refused);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: expect.stringContaining('captcha') });
    const low = await post(t, '/auth/users/register', { ...refused, captchaToken: 'bot-token' });
    expect(low.statusCode).toBe(403);
    expect(low.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    const good = registration();
    expect((await post(t, '/auth/users/register', { ...good, captchaToken: 'human-token' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', good.username).executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('users').select('id').where('username', '=', refused.username).executeTakeFirst()).toBeUndefined();
  });

  it('gates contact: nothing is mailed without a passing token', async () => {
    await asV('v2');
    const before = (await t.mails()).length;
    expect((await post(t, '/contact', message)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect((await post(t, '/contact', { ...message, captchaToken: 'forged-token' })).json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(await t.mails()).toHaveLength(before);
    expect((await post(t, '/contact', { ...message, captchaToken: 'human-token' })).statusCode).toBe(200);
    expect(await t.mails()).toHaveLength(before + 1);
  });

  it('gates login only after three failures from one address', async () => {
    await asV('v2');
    const user = await createUser(t.db);
    const address = newAddress();
    const login = (password: string, extra: object = {}, from = address) => post(t, '/auth/login', { username: user.username, password, ...extra }, from);
    for (let i = 0; i < 3; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    const asked = await login('test-password');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect((await login('test-password', { captchaToken: 'forged-token' })).json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    // Another address is not asked.
    expect((await login('test-password', {}, newAddress())).statusCode).toBe(200);
    expect((await login('test-password', { captchaToken: 'human-token' })).statusCode).toBe(200);
  });
});
