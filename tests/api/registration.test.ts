import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = (n: string) => ({ name: `Ada ${n}`, username: `ada_${n}`, email: `ada.${n}@example.com`, password: 'correct horse' });

const register = (payload: object) => t.request({ method: 'POST', url: '/api/auth/users/register', payload });

describe('POST /auth/users/register', () => {
  it('creates an account, mails a verification link, and refuses login until it is opened', async () => {
    const res = await register({ ...newUser('one'), country: 'FR', gender: 'female', isAdmin: true, roles: ['admin'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ requireEmailVerification: true, message: expect.stringMatching(/email/) });

    const mail = (await t.mails()).find((m) => m.to === 'ada.one@example.com')!;
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('http://site.test/auth/verify-email?token=');

    const early = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'ada_one', password: 'correct horse' } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/verify/),
      details: { email: expect.stringContaining('@') },
    });

    const verify = await t.request({ method: 'POST', url: '/api/auth/email-verification', payload: { token: tokenFromMail(mail.text) } });
    expect(verify.json()).toEqual({ status: 0, data: { verified: true, alreadyVerified: false } });

    const token = await t.login('ada_one', 'correct horse');
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token })).json().data;
    expect(me).toMatchObject({ username: 'ada_one', country: 'FR', gender: 'female', roles: ['user'], verifiedEmail: true });
  });

  it('says a link followed again (a mail scanner opened it first) found the account verified; refuses an unknown one', async () => {
    await register(newUser('two'));
    const token = tokenFromMail((await t.mails()).find((m) => m.to === 'ada.two@example.com')!.text);
    await t.request({ method: 'POST', url: '/api/auth/email-verification', payload: { token } });
    const again = await t.request({ method: 'POST', url: '/api/auth/email-verification', payload: { token } });
    expect(again.json()).toEqual({ status: 0, data: { verified: true, alreadyVerified: true } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/email-verification', payload: { token: `${token.slice(0, -2)}xx` } });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'INVALID_TOKEN']);
  });

  it('resends a verification mail, and answers the same for an unknown address', async () => {
    await register(newUser('three'));
    const before = (await t.mails()).filter((m) => m.to === 'ada.three@example.com').length;
    const res = await t.request({ method: 'POST', url: '/api/auth/email-verification/resend', payload: { email: 'ADA.three@example.com' } });
    expect(res.json()).toEqual({ status: 0, data: { sent: true } });
    expect((await t.mails()).filter((m) => m.to === 'ada.three@example.com').length).toBe(before + 1);

    const unknown = await t.request({ method: 'POST', url: '/api/auth/email-verification/resend', payload: { email: 'nobody@example.com' } });
    expect(unknown.json()).toEqual({ status: 0, data: { sent: true } });
  });

  it('answers a taken e-mail (any case) as a new sign-up, creating nothing, and tells the address owner', async () => {
    const fresh = await register(newUser('four'));
    const taken = await register({ ...newUser('fourb'), email: 'DEMO@limelight.local' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'ada_fourb').executeTakeFirst()).toBeUndefined();
    const mails = (await t.mails()).filter((m) => m.to === 'demo@limelight.local');
    expect(mails.map((m) => m.subject)).toEqual(['Someone tried to sign up with your email address']);
    expect(mails[0].text).toContain('http://site.test/auth/forgot-password');
    expect((await t.mails()).some((m) => m.to === 'ada.fourb@example.com')).toBe(false);
  });

  it('refuses a duplicate username (any case), changing nothing: usernames are public', async () => {
    const dupName = await register({ ...newUser('five'), username: 'Demo' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken' });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'ada.five@example.com').executeTakeFirst()).toBeUndefined();
  });

  it.each([
    [{ username: 'x1234', email: 'a@b.co', password: 'password1' }, 'name is required'],
    [{ name: 'A', username: 'a b', email: 'a@b.co', password: 'password1' }, /^username must match pattern/],
    [{ name: 'A', username: 'abc', email: 'not-an-email', password: 'password1' }, /^email must match format/],
    [{ name: 'A', username: 'abc', email: 'a@b.co', password: 'short' }, /^password must NOT have fewer than 8 characters/],
    [{ name: 'A', username: 'abc', email: 'a@b.co', password: 12345678 }, /^password must be string/],
  ])('rejects %o with a 400 naming the field', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_ERROR' });
    expect(res.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('strips unknown fields: nobody registers as an admin', async () => {
    await register({ ...newUser('six'), roles: ['admin'], verified_email: true });
    const row = await t.db.selectFrom('users').select(['roles', 'verified_email']).where('username', '=', 'ada_six').executeTakeFirstOrThrow();
    expect(row).toEqual({ roles: ['user'], verified_email: false });
  });

  it('lets people in straight away when e-mail verification is switched off', async () => {
    await t.app.services.settings.set('requireEmailVerification', false);
    try {
      const res = await register(newUser('seven'));
      expect(res.json().data.requireEmailVerification).toBe(false);
      await expect(t.login('ada_seven', 'correct horse')).resolves.toEqual(expect.any(String));
    } finally {
      await t.app.services.settings.set('requireEmailVerification', true);
    }
  });

  it('stores a scrypt hash, never the password', async () => {
    const row = await t.db.selectFrom('users').select('password_hash').where('username', '=', 'ada_one').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });
});
