/**
 * @jest-environment node
 */
// Redis stopped and started again under two processes: while it is down, logins and rate-limited routes answer at
// once (each process counts alone), a logout on one process is refused on the other at once (sessions are read
// from the database while invalidations cannot cross), and nothing throws; when it is back, every client
// reconnects by itself and invalidations cross again, without a restart.
import type { FastifyInstance } from 'fastify';
import { appsSharingDatabase, msUntil } from './helpers/shared-database-apps';
import { startRedis, type TestRedis } from './helpers/redis-server';

let redis: TestRedis;
let shared: Awaited<ReturnType<typeof appsSharingDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  redis = await startRedis();
  shared = await appsSharingDatabase(2, redis.url);
  [a, b] = shared.apps;
}, 60_000);
afterAll(async () => {
  await shared?.close();
  await redis?.stop();
});

const login = async (app: FastifyInstance) => {
  const started = Date.now();
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo12345' }, remoteAddress: '198.51.100.7' });
  return { status: res.statusCode, ms: Date.now() - started, token: res.statusCode === 200 ? (res.json().data.token as string) : '' };
};
const me = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
const hearing = (app: FastifyInstance) => app.services.invalidation.hearsEveryProcess();

describe('a Redis outage', () => {
  it('is survived: logins answer at once, revocation holds across processes, and everything reconnects after', async () => {
    const before = await login(a);
    expect(before.status).toBe(200);
    expect(await me(b, before.token)).toBe(200);

    await redis.stop();
    expect(await msUntil(() => !hearing(a) && !hearing(b))).toBeLessThan(2000);
    const during = await login(a);
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(2000);
    expect(await me(b, during.token)).toBe(200);
    // The session was cached on b before the outage: a logout on a must still hold on b at once.
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${before.token}` } })).statusCode).toBeLessThan(300);
    expect(await me(b, before.token)).toBe(401);

    redis = await startRedis(redis.port);
    expect(await msUntil(() => hearing(a) && hearing(b), 10_000)).toBeLessThan(10_000);
    // Invalidations cross again: a setting written on a is read on b within a second.
    const siteName = async () => (await b.inject({ method: 'GET', url: '/api/settings/public?group=general' })).json().data.siteName as string;
    const name = await siteName();
    await a.services.settings.set('siteName', 'Back After The Outage');
    expect(await msUntil(async () => (await siteName()) === 'Back After The Outage')).toBeLessThan(1000);
    await a.services.settings.set('siteName', name);
    const after = await login(b);
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(2000);
  }, 60_000);
});
