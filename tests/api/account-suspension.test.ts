import { createPerformer, createUser } from './helpers/catalogue';
import { TWO_PROCESSES_TIMEOUT_MS, withPeer } from './helpers/peer';
import { client, disconnectAll, listen, next, roundTrip } from './helpers/sockets';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

afterEach(disconnectAll);

const PASSWORD = 'test-password';
const SECRET = 'cli-secret-for-suspension';

describe('an admin suspends and reinstates accounts', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({}, SECRET);
    base = await listen(t);
    admin = await t.login('admin', DEMO.admin.password);
    adminId = (await t.request({ method: 'GET', url: '/api/users/me', token: admin })).json().data._id;
  });
  afterAll(() => t.close());

  const suspend = (id: string, reason: unknown = 'Spam in comments', token = admin) =>
    t.request({ method: 'POST', url: `/api/admin/users/${id}/suspend`, token, payload: { reason } });
  const reinstate = (id: string) => t.request({ method: 'POST', url: `/api/admin/users/${id}/reinstate`, token: admin });
  const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });
  const login = (username: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });

  it('ends every session and socket of the account at once; signing in says why; reinstating lets them back', async () => {
    const fan = await createUser(t.db);
    const [laptop, phone] = [await t.login(fan.username, PASSWORD), await t.login(fan.username, PASSWORD)];
    const socket = client(base);
    await roundTrip(socket, phone);
    const dropped = next(socket, 'disconnect');

    const res = await suspend(fan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: fan.id, status: 'suspended', suspensionReason: 'Spam in comments' });
    expect(await dropped).toBe('io server disconnect');
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);

    const refused = await login(fan.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is suspended (Spam in comments). Write to us through the contact page if you think this is a mistake.');

    const [entry] = (await t.request({ method: 'GET', url: `/api/admin/audit?targetId=${fan.id}`, token: admin })).json().data.data;
    expect(entry).toMatchObject({
      action: 'user.suspend',
      actorId: adminId,
      reason: 'Spam in comments',
      before: { status: 'active' },
      after: { status: 'suspended', sessionsEnded: 2 },
    });

    const back = await reinstate(fan.id);
    expect(back.json().data).toMatchObject({ status: 'active', suspendedAt: null, suspensionReason: null });
    expect((await login(fan.username)).statusCode).toBe(200);
    // The old tokens stay ended: reinstating does not bring sessions back.
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it("hides a suspended performer's public profile", async () => {
    const performer = await createPerformer(t.db);
    expect((await t.request({ method: 'GET', url: `/api/users/view/${performer.username}` })).statusCode).toBe(200);
    await suspend(performer.id, 'Identity not confirmed');
    expect((await t.request({ method: 'GET', url: `/api/users/view/${performer.username}` })).statusCode).toBe(404);
    await reinstate(performer.id);
  });

  it('refuses what makes no sense, changing nothing', async () => {
    const fan = await createUser(t.db);
    expect((await suspend(adminId)).statusCode).toBe(409);
    const otherAdmin = await createUser(t.db, { roles: ['user', 'admin'] });
    expect((await suspend(otherAdmin.id)).statusCode).toBe(422);
    expect((await suspend('6b1f3a1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await suspend('not-an-id')).statusCode).toBe(400);
    for (const reason of ['', '   ', 'a\u0007b', 12, 'x'.repeat(1001)]) expect((await suspend(fan.id, reason)).statusCode).toBe(400);
    expect((await reinstate(fan.id)).statusCode).toBe(409);
    expect((await suspend(fan.id)).statusCode).toBe(200);
    expect((await suspend(fan.id)).statusCode).toBe(409);
    const audit = (await t.request({ method: 'GET', url: `/api/admin/audit?targetId=${fan.id}`, token: admin })).json().data;
    expect(audit.total).toBe(1);
  });

  it('is for admins only: a fan or a performer changes nothing', async () => {
    const fan = await createUser(t.db);
    for (const who of [DEMO.user, DEMO.performer]) {
      const token = await t.login(who.username, who.password);
      expect((await suspend(fan.id, 'no', token)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${fan.id}/suspend`, payload: { reason: 'x' } })).statusCode).toBe(401);
    expect((await t.login(fan.username, PASSWORD)).length).toBeGreaterThan(0);
  });

  it('lists and finds accounts, and gives and takes roles', async () => {
    const fan = await createUser(t.db, { username: `findme_${Date.now()}` });
    const found = (await t.request({ method: 'GET', url: `/api/admin/users?q=findme_`, token: admin })).json().data;
    expect(found.data.map((u: { _id: string }) => u._id)).toContain(fan.id);
    expect(found.data[0]).toHaveProperty('email');
    const admins = (await t.request({ method: 'GET', url: '/api/admin/users?role=admin&limit=200', token: admin })).json().data.data;
    expect(admins.every((u: { roles: string[] }) => u.roles.includes('admin'))).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/users?status=nope', token: admin })).statusCode).toBe(400);

    const granted = await t.request({ method: 'PUT', url: `/api/admin/users/${fan.id}/roles/performer`, token: admin });
    expect(granted.json().data.roles).toEqual(['performer', 'user']);
    const revoked = await t.request({ method: 'DELETE', url: `/api/admin/users/${fan.id}/roles/performer`, token: admin });
    expect(revoked.json().data.roles).toEqual(['user']);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/users/${adminId}/roles/admin`, token: admin })).statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: `/api/admin/users/${fan.id}/roles/emperor`, token: admin })).statusCode).toBe(400);
  });

  it('works from the command line too', async () => {
    const fan = await createUser(t.db);
    const cli = (args: string[]) => t.request({ method: 'POST', url: '/api/admin/cli', headers: { 'x-admin-cli-secret': SECRET }, payload: { args } });
    const out = await cli(['user', 'suspend', fan.username, '--reason', 'Chargeback', 'fraud']);
    expect(out.json().data.output).toBe(`${fan.username} is suspended (Chargeback fraud)`);
    expect((await cli(['user', 'suspend', fan.username])).statusCode).toBe(400);
    expect((await cli(['user', 'reinstate', fan.username])).json().data.output).toBe(`${fan.username} is active again`);
    const audit = (await t.request({ method: 'GET', url: `/api/admin/audit?targetId=${fan.id}`, token: admin })).json().data.data;
    expect(audit.map((e: { action: string; actorName: string }) => `${e.action} by ${e.actorName}`)).toEqual([
      'user.reinstate by command line',
      'user.suspend by command line',
    ]);
  });
});

describe('suspension across processes (REDIS_URL)', () => {
  it(
    "drops the account's socket on another process and its token there",
    async () => {
      await withPeer(async ({ t, peer }) => {
        const fan = await createUser(t.db);
        const token = await t.login(fan.username, PASSWORD);
        const socket = client(peer.url);
        await roundTrip(socket, token);
        // The peer has the session cached from the sign-in above.
        expect((await fetch(`${peer.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
        const dropped = next(socket, 'disconnect');
        const adminToken = await t.login('admin', DEMO.admin.password);
        const res = await t.request({ method: 'POST', url: `/api/admin/users/${fan.id}/suspend`, token: adminToken, payload: { reason: 'Fraud' } });
        expect(res.statusCode).toBe(200);
        expect(await dropped).toBe('io server disconnect');
        expect((await fetch(`${peer.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
      });
    },
    TWO_PROCESSES_TIMEOUT_MS,
  );
});
