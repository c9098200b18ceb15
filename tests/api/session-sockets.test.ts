import http from 'node:http';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer, createUser } from './helpers/catalogue';
import { TWO_PROCESSES_TIMEOUT_MS, withPeer } from './helpers/peer';
import { client, disconnectAll, listen, next, pause, recorder, roundTrip } from './helpers/sockets';
import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app';

afterEach(disconnectAll);

const PASSWORD = 'test-password';
/** Any event sent to a user's room stands for their private events. */
const PRIVATE_EVENT = SOCKET_EVENTS.performerStatus;
const ping = (t: TestApp, userId: string, performerId: string) => t.app.services.realtime.toUser(userId, PRIVATE_EVENT, { performerId, isOnline: true });

describe("a session's sockets lose its private events when the session ends", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('on logout: that session’s socket is dropped, another session of the same user keeps hearing', async () => {
    const user = await createUser(t.db);
    const [leaving, staying] = [await t.login(user.username, PASSWORD), await t.login(user.username, PASSWORD)];
    const a = client(base);
    const b = client(base);
    await roundTrip(a, leaving);
    await roundTrip(b, staying);
    const heardByA = recorder(a, PRIVATE_EVENT);
    const dropped = next(a, 'disconnect');
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: leaving })).statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');

    const heardByB = next(b, PRIVATE_EVENT);
    ping(t, user.id, 'after-logout');
    expect(await heardByB).toEqual({ performerId: 'after-logout', isOnline: true });
    await pause(100);
    expect(heardByA).toEqual([]);
  });

  it('on a password change from another session: the others are dropped, the changing one keeps hearing', async () => {
    const user = await createUser(t.db);
    const [phone, laptop] = [await t.login(user.username, PASSWORD), await t.login(user.username, PASSWORD)];
    const onPhone = client(base);
    const onLaptop = client(base);
    await roundTrip(onPhone, phone);
    await roundTrip(onLaptop, laptop);
    const heardOnPhone = recorder(onPhone, PRIVATE_EVENT);
    const dropped = next(onPhone, 'disconnect');
    const change = await t.request({
      method: 'PUT',
      url: '/api/auth/users/me/password',
      token: laptop,
      payload: { currentPassword: PASSWORD, password: 'another-password', source: 'user' },
    });
    expect(change.statusCode).toBe(200);
    await dropped;

    const heardOnLaptop = next(onLaptop, PRIVATE_EVENT);
    ping(t, user.id, 'after-change');
    expect(await heardOnLaptop).toEqual({ performerId: 'after-change', isOnline: true });
    await pause(100);
    expect(heardOnPhone).toEqual([]);
  });

  it('on a password reset: every socket of the user is dropped', async () => {
    const user = await createUser(t.db);
    const socket = client(base);
    await roundTrip(socket, await t.login(user.username, PASSWORD));
    const heard = recorder(socket, PRIVATE_EVENT);
    await t.request({ method: 'POST', url: '/api/auth/users/forgot', payload: { email: user.email } });
    const mail = (await t.mails()).filter((m) => m.to === user.email).pop()!;
    const dropped = next(socket, 'disconnect');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/users/reset-password',
      payload: { token: tokenFromMail(mail.text), password: 'a-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    await dropped;
    ping(t, user.id, 'after-reset');
    await pause(100);
    expect(heard).toEqual([]);
  });

  it('on a failed re-auth/login: the previous identity is dropped at once, the connection stays for public rooms', async () => {
    const performer = await createPerformer(t.db);
    const objectId = performer.id;
    const watcher = client(base);
    watcher.emit(SOCKET_EVENTS.subscribe, { objectType: 'performer', objectId });
    const socket = client(base);
    const online = next(watcher, PRIVATE_EVENT);
    await roundTrip(socket, await t.login(performer.username, PASSWORD));
    expect(await online).toEqual({ performerId: performer.id, isOnline: true });
    const heard = recorder(socket, PRIVATE_EVENT);

    const offline = next(watcher, PRIVATE_EVENT);
    const refused = next(socket, SOCKET_EVENTS.authError);
    socket.emit(SOCKET_EVENTS.authLogin, { token: 'not-a-token' });
    expect(await refused).toEqual({ message: 'Invalid or expired token' });
    // Nobody else is signed in as this performer: they went offline with the identity.
    expect(await offline).toEqual({ performerId: performer.id, isOnline: false });
    ping(t, performer.id, 'after-failed-login');
    await pause(100);
    expect(heard).toEqual([]);
    expect(socket.connected).toBe(true);
  });

  it('when the session expires while the socket is open', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username, PASSWORD);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 1500) })
      .where('user_id', '=', user.id)
      .execute();
    const socket = client(base);
    await roundTrip(socket, token);
    const heard = recorder(socket, PRIVATE_EVENT);
    expect(await next(socket, SOCKET_EVENTS.authError, 5000)).toEqual({ message: 'Your session has expired' });
    ping(t, user.id, 'after-expiry');
    await pause(100);
    expect(heard).toEqual([]);
  });

  it('limits auth/login to 10 a minute per connection; the 11th is refused and drops the identity', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username, PASSWORD);
    const socket = client(base);
    for (let i = 0; i < 10; i++) await roundTrip(socket, token);
    const heard = recorder(socket, PRIVATE_EVENT);
    const refused = next<{ message: string }>(socket, SOCKET_EVENTS.authError);
    socket.emit(SOCKET_EVENTS.authLogin, { token });
    expect((await refused).message).toMatch(/^Too many login attempts on this connection\. Please try again in (\d+ seconds|1 minute)\.$/);
    ping(t, user.id, 'after-flood');
    await pause(100);
    expect(heard).toEqual([]);

    // A new connection of the same session is not held back.
    await roundTrip(client(base), token);
  });
});

describe('socket.io origins', () => {
  /** The status and CORS header of a polling handshake sent with `origin` (and the Host of `base`). */
  function handshake(base: string, origin: string): Promise<{ status: number; allowOrigin: string | undefined }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { origin } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, allowOrigin: res.headers['access-control-allow-origin'] as string | undefined });
      });
      request.on('error', reject);
    });
  }

  it('without SITE_URL: refuses a page of another origin, accepts one of its own host and clients without Origin', async () => {
    const t = await createTestApp();
    try {
      const base = await listen(t);
      const foreign = client(base, { origin: 'https://evil.example' });
      expect((await next<Error>(foreign, 'connect_error')).message).toMatch(/websocket error/i);
      expect((await handshake(base, 'https://evil.example')).status).toBe(403);
      expect((await handshake(base, base)).status).toBe(200);

      const own = client(base, { origin: base });
      await next(own, 'connect');
      await next(client(base), 'connect');
    } finally {
      disconnectAll();
      await t.close();
    }
  });

  it('with SITE_URL: accepts that origin only, and allows only it in CORS answers', async () => {
    const t = await createTestApp({ siteOrigin: 'https://limelight.example' });
    try {
      const base = await listen(t);
      const site = await handshake(base, 'https://limelight.example');
      expect(site).toEqual({ status: 200, allowOrigin: 'https://limelight.example' });
      expect((await handshake(base, base)).status).toBe(403);
      expect((await handshake(base, 'https://evil.example')).status).toBe(403);
      await next(client(base, { origin: 'https://limelight.example' }), 'connect');
    } finally {
      disconnectAll();
      await t.close();
    }
  });
});

describe('ending a session across processes (REDIS_URL)', () => {
  it(
    "drops the session's socket connected to another process",
    async () => {
      await withPeer(async ({ t, peer }) => {
        const user = await createUser(t.db);
        const token = await t.login(user.username, PASSWORD);
        const socket = client(await listen(t));
        await roundTrip(socket, token);
        const dropped = next(socket, 'disconnect');
        const logout = await fetch(`${peer.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        expect(logout.status).toBe(200);
        expect(await dropped).toBe('io server disconnect');
      });
    },
    TWO_PROCESSES_TIMEOUT_MS,
  );
});
