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

const signIn = async (username: string, userAgent: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: 'test-password' },
  });
  return res.json().data.token as string;
};
const sessionsOf = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me/sessions', token })).json().data;
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me', token })).statusCode;

describe('signed-in devices', () => {
  it('lists the live sessions of the user, newest first, marking the current one', async () => {
    const user = await createUser(t.db);
    const laptop = await signIn(user.username, 'Laptop browser');
    const phone = await signIn(user.username, 'Phone browser');
    await t.request({ method: 'POST', url: '/api/auth/logout', token: await signIn(user.username, 'Ended browser') });
    const { data, total } = await sessionsOf(phone);
    expect(total).toBe(2);
    expect(data.map((s: { userAgent: string; current: boolean }) => [s.userAgent, s.current])).toEqual([
      ['Phone browser', true],
      ['Laptop browser', false],
    ]);
    expect((await sessionsOf(laptop)).data.find((s: { current: boolean }) => s.current).userAgent).toBe('Laptop browser');
  });

  it("signs one device out, and not someone else's", async () => {
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const laptop = await signIn(user.username, 'Laptop browser');
    const phone = await signIn(user.username, 'Phone browser');
    const intruder = await signIn(other.username, 'Intruder');
    const laptopId = (await sessionsOf(laptop)).data.find((s: { current: boolean }) => s.current)._id;
    const stolen = await t.request({ method: 'DELETE', url: `/api/users/me/sessions/${laptopId}`, token: intruder });
    expect(stolen.statusCode).toBe(404);
    expect(await me(laptop)).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/users/me/sessions/${laptopId}`, token: phone })).statusCode).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/users/me/sessions/${laptopId}`, token: phone })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/users/me/sessions/not-a-uuid', token: phone })).statusCode).toBe(400);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const user = await createUser(t.db);
    const others = [await signIn(user.username, 'A'), await signIn(user.username, 'B')];
    const here = await signIn(user.username, 'Here');
    const res = await t.request({ method: 'POST', url: '/api/users/me/sessions/revoke-others', token: here });
    expect(res.json().data).toEqual({ revoked: 2 });
    for (const token of others) expect(await me(token)).toBe(401);
    expect(await me(here)).toBe(200);
    expect((await sessionsOf(here)).total).toBe(1);
  });
});
