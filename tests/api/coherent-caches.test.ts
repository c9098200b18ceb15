/**
 * @jest-environment node
 */
// Per-process caches stay coherent across processes: a setting or a country block written through one process is
// seen by another within a second (the cache is cleared through Redis at once), not after its 5 s lifetime. Two
// API instances share one database and one redis-server here, as two processes of a deployment do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db';
import { startRedis } from './helpers/redis-server';
import { openTestDatabase } from './helpers/test-database';

let redis: Awaited<ReturnType<typeof startRedis>>;
let handle: DatabaseHandle;
let apps: FastifyInstance[];
const dirs: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  handle = await openTestDatabase();
  apps = [];
  for (let i = 0; i < 2; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-coherent-'));
    dirs.push(dataDir);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, siteUrl: 'http://site.test', redisUrl: redis.url };
    const app = await buildApp({ config, db: handle.db, logger: false });
    await app.ready();
    apps.push(app);
  }
}, 60_000);
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await handle?.close();
  await redis?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** How long until `seen` holds on the other process, in ms (polled every 20 ms, up to 5 s). */
async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > 5000) return Infinity;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

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
    await a.services.countryBlock.block('FR');
    expect(await msUntil(() => b.services.countryBlock.isBlocked('FR'))).toBeLessThan(1000);
    await a.services.countryBlock.unblock('FR');
    expect(await msUntil(async () => !(await b.services.countryBlock.isBlocked('FR')))).toBeLessThan(1000);
  });
});
