import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openTestDatabase } from './test-database';

/**
 * `count` API instances on one database and one Redis, as the processes of a deployment are (each with a data
 * folder of its own), for tests of what crosses processes through Redis: caches, revocations, rate limits.
 */
export async function appsSharingDatabase(count: number, redisUrl: string): Promise<{ apps: FastifyInstance[]; db: Db; close(): Promise<void> }> {
  const handle = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-shared-'));
    dirs.push(dataDir);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, siteUrl: 'http://site.test', redisUrl };
    const app = await buildApp({ config, db: handle.db, logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    db: handle.db,
    async close() {
      for (const app of apps) await app.close();
      await handle.close();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How long until `seen` holds, in ms (polled every 20 ms; Infinity after `limitMs`). */
export async function msUntil(seen: () => Promise<boolean> | boolean, limitMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > limitMs) return Infinity;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}
