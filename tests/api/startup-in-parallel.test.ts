/**
 * @jest-environment node
 */
// Several processes started at the same instant on an empty PostgreSQL database (a deployment's first start):
// each migrates and seeds the demo site as `npm start` does, and all of them come up, with one seed. Before the
// start-up lock, the second crashed on a duplicate key (app_meta's demoSeed, or a category's slug). PostgreSQL
// only: the embedded database belongs to one process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrateToLatest, openDatabase } from '../../server/db';
import { seedDemoSiteOnce } from '../../server/db/seed/demo-site';
import { withStartupLock } from '../../server/db/startup-lock';
import { emptyPostgresDatabase, onPostgres } from './helpers/test-database';

const onPostgresOnly = onPostgres() ? describe : describe.skip;

/** One process's start: open, migrate, build the API, seed the demo site. */
async function start(url: string) {
  const handle = await openDatabase({ databaseUrl: url });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-start-'));
  const applied = await withStartupLock(handle, () => migrateToLatest(handle.db));
  const app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), dataDir, siteUrl: 'http://site.test' }, db: handle.db, logger: false });
  const seeded = await seedDemoSiteOnce(handle, app.services, { catalogue: true });
  return {
    applied,
    seeded,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

onPostgresOnly('processes starting together on an empty database', () => {
  it('all come up: migrated once, seeded once', async () => {
    const database = await emptyPostgresDatabase();
    const processes = await Promise.all([start(database.url), start(database.url), start(database.url)]);
    try {
      expect(processes.filter((p) => p.applied.length > 0)).toHaveLength(1);
      expect(processes.filter((p) => p.seeded.accounts)).toHaveLength(1);
      expect(processes.filter((p) => p.seeded.catalogue !== null)).toHaveLength(1);
      expect(processes.filter((p) => p.seeded.orders !== null)).toHaveLength(1);
      const { db } = processes[0];
      const seeds = await db.selectFrom('app_meta').select('key').where('key', 'like', 'demo%').execute();
      expect(seeds.map((s) => s.key).sort()).toEqual([...new Set(seeds.map((s) => s.key))].sort());
      const demo = await db.selectFrom('users').select('username').where('username', 'in', ['demo', 'performer', 'admin']).execute();
      expect(demo).toHaveLength(3);
    } finally {
      for (const p of processes) await p.close();
      await database.drop();
    }
  }, 180_000);
});
