import type { Mailer, MailMessage } from '../../server/mail';
import { createPerformer, createUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A mail server that takes its time: mails wait until `release()`. */
class HeldMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private gate!: () => void;
  private readonly opened = new Promise<void>((resolve) => (this.gate = resolve));

  async send(message: MailMessage): Promise<void> {
    await this.opened;
    this.sent.push(message);
  }

  release(): void {
    this.gate();
  }
}

describe('answers that do not tell whether an e-mail address has an account', () => {
  let t: TestApp;
  let mailer: HeldMailer;
  beforeAll(async () => {
    mailer = new HeldMailer();
    t = await createTestApp({}, undefined, mailer);
  });
  afterAll(async () => {
    mailer.release();
    await t.close();
  });

  const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api${url}`, payload });

  it('forgot-password and resend answer at once and alike for a known and an unknown address; the mail follows', async () => {
    const known = await post('/auth/users/forgot', { email: 'demo@limelight.local' });
    const unknown = await post('/auth/users/forgot', { email: 'nobody@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    const resendKnown = await post('/auth/email-verification/resend', { email: 'demo@limelight.local' });
    const resendUnknown = await post('/auth/email-verification/resend', { email: 'nobody@example.com' });
    expect(resendKnown.body).toBe(resendUnknown.body);
    // The answers left while the mail server still held the reset mail.
    expect(mailer.sent).toEqual([]);
  });

  it('register with a taken e-mail answers exactly as a new sign-up, before any mail is sent', async () => {
    const fresh = await post('/auth/users/register', { name: 'New', username: 'brand_new', email: 'brand.new@example.com', password: 'long-enough' });
    const taken = await post('/auth/users/register', { name: 'Copy', username: 'copycat', email: 'Demo@Limelight.local', password: 'long-enough' });
    expect([fresh.statusCode, taken.statusCode]).toEqual([200, 200]);
    expect(taken.body).toBe(fresh.body);
    expect(mailer.sent).toEqual([]);

    mailer.release();
    await t.app.services.background.drain();
    const to = (address: string) => mailer.sent.filter((m) => m.to === address).map((m) => m.subject);
    expect(to('demo@limelight.local')).toEqual(['Reset your password', 'Someone tried to sign up with your email address']);
    expect(to('brand.new@example.com')).toEqual(['Verify your email address']);
    expect(to('nobody@example.com')).toEqual([]);
  });

  it('sends at most 5 account mails an hour to one address, however often it is asked', async () => {
    const user = await createUser(t.db);
    const before = mailer.sent.length;
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/users/forgot', remoteAddress: `192.0.2.${i + 1}`, payload: { email: user.email } });
      expect(res.statusCode).toBe(200);
    }
    await t.app.services.background.drain();
    expect(mailer.sent.slice(before).filter((m) => m.to === user.email)).toHaveLength(5);
  });
});

describe('GET /users/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const usernames = (page: { data: Array<{ username: string }> }) => page.data.map((u) => u.username);
  const search = async (q: string, token?: string) => (await t.request({ method: 'GET', url: `/api/users/search?q=${q}&limit=50`, token })).json().data;

  it('lists active performers only: never an admin, a suspended account or a fan, signed in or not', async () => {
    const shown = await createPerformer(t.db, { username: 'zed_shown' });
    const adminPerformer = await createPerformer(t.db, { username: 'zed_admin' });
    await t.db
      .updateTable('users')
      .set({ roles: ['admin', 'performer', 'user'] })
      .where('id', '=', adminPerformer.id)
      .execute();
    const suspended = await createPerformer(t.db, { username: 'zed_suspended' });
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    await createUser(t.db, { username: 'zed_fan' });

    expect(usernames(await search('zed'))).toEqual([shown.username]);
    // The demo accounts: Demo Admin, Demo Fan and Demo Performer.
    expect(usernames(await search('demo'))).toEqual(['performer']);
    expect((await search('admin')).total).toBe(0);
    const token = await t.login('demo', 'demo12345');
    expect(usernames(await search('zed', token))).toEqual([shown.username]);
  });
});
