// `npm run bench`: the API's throughput and latency on this machine, against a real server on 127.0.0.1
// with the embedded database. Prints figures; budgets are compared by people, not asserted.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import { seedDemoDataOnce } from '../server/db/seed';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';
import { load, type LoadResult } from './load';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-bench-'));
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seedDemoDataOnce(database.db);
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent', authRateLimitPerMinute: 1_000_000 };
  const app = await buildApp({ config, db: database.db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const demo = DEMO_ACCOUNTS[1];
  const login = () =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.username, password: demo.password }),
    });
  const token = ((await (await login()).json()) as { data: { token: string } }).data.token;
  const get = (url: string, headers: Record<string, string> = {}) => () => fetch(`${base}${url}`, { headers });

  const results: LoadResult[] = [];
  results.push(await load('GET /api/health', get('/api/health')));
  results.push(await load('GET /api/settings/public', get('/api/settings/public')));
  results.push(await load('GET /api/country-block/check', get('/api/country-block/check')));
  results.push(await load('GET /api/users/me (token)', get('/api/users/me', { authorization: `Bearer ${token}` })));
  results.push(await load('GET /api/users/search?q=de', get('/api/users/search?q=de')));
  results.push(await load('POST /api/auth/login (scrypt)', login, { concurrency: 4 }));

  console.log(`limelight bench: node ${process.version}, ${os.cpus().length} cores, embedded PGlite`);
  console.table(results.map((r) => ({ endpoint: r.name, 'req/s': r.perSecond, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, requests: r.requests, errors: r.errors })));
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
