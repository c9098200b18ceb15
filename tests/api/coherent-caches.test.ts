/**
 * @jest-environment node
 */
// Per-process caches stay coherent across processes: a setting or a country block written through one process is
// seen by another within a second (the cache is cleared through Redis at once), not after its 5 s lifetime; and a
// viewer's views count once an hour whichever processes they reach. Two API instances share one database and one
// redis-server here, as two processes of a deployment do.
import type { FastifyInstance } from 'fastify';
import { COMMAND_LINE } from '../../server/modules/audit/actor';
import { createPerformer, createVideo } from './helpers/catalogue';
import { appsSharingDatabase, msUntil } from './helpers/shared-database-apps';
import { startRedis, type TestRedis } from './helpers/redis-server';

let redis: TestRedis;
let shared: Awaited<ReturnType<typeof appsSharingDatabase>>;
let apps: FastifyInstance[];

beforeAll(async () => {
  redis = await startRedis();
  shared = await appsSharingDatabase(2, redis.url);
  apps = shared.apps;
}, 60_000);
afterAll(async () => {
  await shared?.close();
  await redis?.stop();
});

describe('caches across processes', () => {
  it('a setting written on one process is read on the other within a second', async () => {
    const [a, b] = apps;
    const siteName = async () => (await b.inject({ method: 'GET', url: '/api/settings/public?group=general' })).json().data.siteName as string;
    const before = await siteName();
    await a.services.settings.set('siteName', 'Renamed Elsewhere');
    const ms = await msUntil(async () => (await siteName()) === 'Renamed Elsewhere');
    expect(ms).toBeLessThan(1000);
    await a.services.settings.set('siteName', before);
  });

  it('a country blocked on one process is blocked on the other within a second, and unblocked likewise', async () => {
    const [a, b] = apps;
    expect(await b.services.countryBlock.isBlocked('FR')).toBe(false);
    await a.services.countryBlock.block('FR', COMMAND_LINE);
    expect(await msUntil(() => b.services.countryBlock.isBlocked('FR'))).toBeLessThan(1000);
    await a.services.countryBlock.unblock('FR', COMMAND_LINE);
    expect(await msUntil(async () => !(await b.services.countryBlock.isBlocked('FR')))).toBeLessThan(1000);
  });
});

describe('views across processes', () => {
  it('a viewer counts once an hour, whichever processes their views reach', async () => {
    const [a, b] = apps;
    const performer = await createPerformer(shared.db, { name: 'Viewed Everywhere' });
    const { id } = await createVideo(shared.db, { performer_id: performer.id, title: 'Viewed on two processes' });
    const stored = async () => (await shared.db.selectFrom('videos').select('views_count').where('id', '=', id).executeTakeFirstOrThrow()).views_count;
    const before = await stored();
    for (const app of [a, b, b, a]) {
      const res = await app.inject({ method: 'POST', url: `/api/user/assets/videos/${id}/views`, remoteAddress: '198.51.100.77' });
      expect(res.statusCode).toBe(200);
    }
    await Promise.all(apps.map((app) => app.services.views.flush()));
    expect(await stored()).toBe(before + 1);
  });
});
