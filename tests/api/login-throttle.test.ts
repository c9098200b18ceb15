import { createUser } from './helpers/catalogue';
import { TWO_PROCESSES_TIMEOUT_MS, withPeer } from './helpers/peer';
import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app';

// Two apps (two database copies) and a Redis: slower than one app on a busy machine.
const PASSWORD = 'test-password';

const attempt = (t: TestApp, address: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { username, password } });

async function codes(t: TestApp, address: string, username: string, password: string, times: number): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await attempt(t, address, username, password)).statusCode);
  return seen;
}

const repeat = (code: number, times: number) => Array.from({ length: times }, () => code);

describe('login throttling: failures only, per address and account, per account, per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('failures for a made-up account from one address do not lock another account out from that address', async () => {
    const user = await createUser(t.db);
    expect(await codes(t, '203.0.113.1', 'nobody-at-all', 'guess-guess', 20)).toEqual([...repeat(401, 5), ...repeat(429, 15)]);
    expect((await attempt(t, '203.0.113.1', user.username, PASSWORD)).statusCode).toBe(200);
    // ...nor the made-up name from another address.
    expect((await attempt(t, '203.0.113.2', 'nobody-at-all', 'guess-guess')).statusCode).toBe(401);
  });

  it("one account's failures from many addresses are throttled, for every address and even with the right password", async () => {
    const user = await createUser(t.db);
    for (let i = 1; i <= 20; i++) expect((await attempt(t, `198.51.100.${i}`, user.username, `wrong-${i}`)).statusCode).toBe(401);
    const refused = await attempt(t, '198.51.100.200', user.username, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ minutes, or reset your password\.$/),
    });
  });

  it('a password reset lifts the throttle on the account, which the 429 message suggests', async () => {
    const user = await createUser(t.db);
    for (let i = 1; i <= 20; i++) expect((await attempt(t, `198.51.100.${i}`, user.email, `wrong-${i}`)).statusCode).toBe(401);
    expect(await codes(t, '192.0.2.40', user.username, 'wrong-password', 6)).toEqual([...repeat(401, 5), 429]);
    expect((await attempt(t, '192.0.2.40', user.email, PASSWORD)).statusCode).toBe(429);

    await t.app.inject({ method: 'POST', url: '/api/auth/users/forgot', remoteAddress: '192.0.2.40', payload: { email: user.email } });
    const mail = (await t.mails()).filter((m) => m.to === user.email).pop()!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/reset-password',
      remoteAddress: '192.0.2.40',
      payload: { token: tokenFromMail(mail.text), password: 'a-fresh-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(t, '192.0.2.40', user.email, 'a-fresh-password')).statusCode).toBe(200);
    expect((await attempt(t, '192.0.2.40', user.username, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('does not count successes; a success clears its address-and-account counter', async () => {
    const user = await createUser(t.db);
    expect(await codes(t, '192.0.2.10', user.username, PASSWORD, 30)).toEqual(repeat(200, 30));
    expect(await codes(t, '192.0.2.10', user.username, 'wrong-password', 4)).toEqual(repeat(401, 4));
    expect((await attempt(t, '192.0.2.10', user.username, PASSWORD)).statusCode).toBe(200);
    expect(await codes(t, '192.0.2.10', user.username, 'wrong-password', 6)).toEqual([...repeat(401, 5), 429]);
  });

  it('answers a throttled attempt the same for an existing and a made-up account, with Retry-After', async () => {
    const user = await createUser(t.db);
    await codes(t, '192.0.2.20', user.username, 'wrong-password', 5);
    await codes(t, '192.0.2.20', 'made-up-name', 'wrong-password', 5);
    const real = await attempt(t, '192.0.2.20', user.username, 'wrong-password');
    const madeUp = await attempt(t, '192.0.2.20', 'made-up-name', 'wrong-password');
    expect([real.statusCode, madeUp.statusCode]).toEqual([429, 429]);
    expect(real.json()).toEqual(madeUp.json());
    expect(real.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes, or reset your password.');
    expect(Number(real.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(real.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('throttles one address trying many accounts after 100 failures, higher than one account’s ceiling for shared networks', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 100; i++) expect((await attempt(t, '192.0.2.30', `spray-${i}`, 'Summer2024!')).statusCode).toBe(401);
    expect((await attempt(t, '192.0.2.30', user.username, PASSWORD)).statusCode).toBe(429);
    expect((await attempt(t, '192.0.2.31', user.username, PASSWORD)).statusCode).toBe(200);
  });
});

describe('login throttling across processes (REDIS_URL)', () => {
  it(
    'counts the failures of every process together',
    async () => {
      await withPeer(async ({ t, peer }) => {
        // The peer trusts its loopback proxy (TRUST_PROXY's default), so X-Forwarded-For names the client.
        const overHttp = async (address: string, username: string, password: string, times: number) => {
          const seen: number[] = [];
          for (let i = 0; i < times; i++) {
            const res = await fetch(`${peer.url}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
              body: JSON.stringify({ username, password }),
            });
            seen.push(res.status);
          }
          return seen;
        };
        expect(await codes(t, '203.0.113.50', 'demo', 'wrong-password', 3)).toEqual(repeat(401, 3));
        expect(await overHttp('203.0.113.50', 'demo', 'wrong-password', 3)).toEqual([401, 401, 429]);
        expect((await attempt(t, '203.0.113.50', 'demo', 'demo12345')).statusCode).toBe(429);
        expect(await overHttp('203.0.113.51', 'demo', 'demo12345', 1)).toEqual([200]);
      });
    },
    TWO_PROCESSES_TIMEOUT_MS,
  );
});
