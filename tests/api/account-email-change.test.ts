/**
 * @jest-environment node
 */
import { createUser } from './helpers/catalogue';
import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const PASSWORD = 'test-password';
const ask = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/users/me/email-change', token, payload });
const confirm = (token: string) => t.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
const pending = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me/email-change', token })).json().data;
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me', token })).json().data;
const mailTo = async (address: string, subject?: string) => (await t.mails()).filter((m) => m.to === address && (!subject || m.subject === subject)).at(-1);

async function signedInUser() {
  const user = await createUser(t.db);
  return { user, token: await t.login(user.username, PASSWORD) };
}

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old one; the address changes only when the link is followed', async () => {
    const { user, token } = await signedInUser();
    const newEmail = `new-${user.username}@example.com`;
    const res = await ask(token, { email: newEmail.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pendingEmail).toBe(newEmail);
    expect(await pending(token)).toMatchObject({ pendingEmail: newEmail });
    expect((await me(token)).email).toBe(user.email);

    const link = await mailTo(newEmail);
    expect(link?.subject).toBe('Confirm your new email address');
    const notice = await mailTo(user.email);
    expect(notice?.subject).toBe('Your email address is about to change');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toMatch(/token=/);

    const confirmed = await confirm(tokenFromMail(link!.text));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 0, data: { email: newEmail } });
    expect(await me(token)).toMatchObject({ email: newEmail, verifiedEmail: true });
    expect(await pending(token)).toEqual({ pendingEmail: null, expiresAt: null });
    expect(await t.login(newEmail, PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses a replayed link, an expired one, and one replaced by a newer request', async () => {
    const { user, token } = await signedInUser();
    await ask(token, { email: `first-${user.username}@example.com`, password: PASSWORD });
    const first = tokenFromMail((await mailTo(`first-${user.username}@example.com`))!.text);
    await ask(token, { email: `second-${user.username}@example.com`, password: PASSWORD });
    const second = tokenFromMail((await mailTo(`second-${user.username}@example.com`))!.text);

    const replaced = await confirm(first);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().code).toBe('INVALID_TOKEN');
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(second)).json().code).toBe('INVALID_TOKEN');
    expect((await me(token)).email).toBe(`second-${user.username}@example.com`);

    await ask(token, { email: `third-${user.username}@example.com`, password: PASSWORD });
    const third = tokenFromMail((await mailTo(`third-${user.username}@example.com`))!.text);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'change_email')
      .execute();
    expect(await pending(token)).toEqual({ pendingEmail: null, expiresAt: null });
    const expired = await confirm(third);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    expect((await me(token)).email).toBe(`second-${user.username}@example.com`);
  });

  it('refuses a wrong password, a taken address, the same address and a malformed one, sending nothing', async () => {
    const { user, token } = await signedInUser();
    const other = await createUser(t.db);
    const before = (await t.mails()).length;
    const wrong = await ask(token, { email: `x-${user.username}@example.com`, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'WRONG_CURRENT_PASSWORD' });
    const taken = await ask(token, { email: other.email.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect((await ask(token, { email: user.email, password: PASSWORD })).json().code).toBe('SAME_EMAIL');
    expect((await ask(token, { email: 'not-an-address', password: PASSWORD })).json().code).toBe('VALIDATION_ERROR');
    expect((await ask('', { email: `y-${user.username}@example.com`, password: PASSWORD })).statusCode).toBe(401);
    expect((await t.mails()).length).toBe(before);
    expect(await pending(token)).toEqual({ pendingEmail: null, expiresAt: null });
  });

  it('answers 409 when the address was taken by someone else before the link was followed', async () => {
    const { user, token } = await signedInUser();
    const wanted = `wanted-${user.username}@example.com`;
    await ask(token, { email: wanted, password: PASSWORD });
    const link = tokenFromMail((await mailTo(wanted))!.text);
    await t.request({
      method: 'POST',
      url: '/api/auth/users/register',
      payload: { name: 'Quick', username: `quick_${user.username}`.slice(0, 40), email: wanted, password: 'another-password' },
    });
    const res = await confirm(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await me(token)).email).toBe(user.email);
  });

  it("withdraws a pending change (only one's own), and a password reset withdraws it too", async () => {
    const { user, token } = await signedInUser();
    const intruder = await signedInUser();
    await ask(token, { email: `w-${user.username}@example.com`, password: PASSWORD });
    await t.request({ method: 'DELETE', url: '/api/users/me/email-change', token: intruder.token });
    expect((await pending(token)).pendingEmail).toBe(`w-${user.username}@example.com`);
    const withdrawn = await t.request({ method: 'DELETE', url: '/api/users/me/email-change', token });
    expect(withdrawn.json().data).toEqual({ pendingEmail: null, expiresAt: null });
    expect((await confirm(tokenFromMail((await mailTo(`w-${user.username}@example.com`))!.text))).statusCode).toBe(400);

    await ask(token, { email: `r-${user.username}@example.com`, password: PASSWORD });
    await t.request({ method: 'POST', url: '/api/auth/users/forgot', payload: { email: user.email } });
    const reset = tokenFromMail((await mailTo(user.email, 'Reset your password'))!.text);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/users/reset-password', payload: { token: reset, password: 'brand-new-password' } })).statusCode,
    ).toBe(200);
    const link = tokenFromMail((await mailTo(`r-${user.username}@example.com`))!.text);
    expect((await confirm(link)).json().code).toBe('INVALID_TOKEN');
  });
});
