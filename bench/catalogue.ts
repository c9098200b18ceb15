// Video search at 1,000 vs 100,000 videos: the same queries, timed through the real API (fastify.inject),
// on the embedded database. Indexes should keep the two within noise of each other.
// `npm run bench:catalogue` runs main(); `npm run bench` uses the same functions from bench/catalogue-worker.ts.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import { seedBulkVideos } from '../server/db/seed/bulk';
import { hashPassword } from '../server/modules/auth/password';
import { seedStudioBench } from './studio-seed';

/** The first performer's creator posts and sales of their videos (the Studio rows): 10,000 posts, 5,000 sales. */
const STUDIO_SEED = { posts: 10_000, sales: 5_000 };

export const QUERIES = [
  ['newest', '/api/user/assets/videos/search'],
  ['popular', '/api/user/assets/videos/search?sortBy=popular'],
  ['mostViewed, page 5', '/api/user/assets/videos/search?sortBy=mostViewed&offset=48'],
  ['category', '/api/user/assets/videos/search?categoryId=CATEGORY'],
  ['performer', '/api/user/assets/videos/search?performerId=PERFORMER'],
  ['tag', '/api/user/assets/videos/search?tags=beach'],
  ['for sale', '/api/user/assets/videos/search?isSale=true'],
  ['full text "breeze"', '/api/user/assets/videos/search?q=breeze'],
  ['performer name "Bench 3"', '/api/user/assets/videos/search?q=bench%203'],
  ['access + length', '/api/user/assets/videos/search?access=subscribers&duration=long'],
  ['suggestions "bre"', '/api/search/suggestions?q=bre'],
  ['search totals', '/api/search/total?q=amber'],
  // The Studio's lists (issue 27), as the first of the 8 performers (an eighth of the catalogue is theirs: 12,500 of
  // 100,000), every status, each order and filter they offer.
  ['Studio own videos, newest made', '/api/performer/assets/videos/search', 'performer'],
  ['Studio own videos, most liked, page 5', '/api/performer/assets/videos/search?sortBy=popular&offset=48', 'performer'],
  ['Studio own videos, most viewed', '/api/performer/assets/videos/search?sortBy=mostViewed', 'performer'],
  ['Studio own videos, oldest', '/api/performer/assets/videos/search?sortBy=oldest', 'performer'],
  ['Studio own videos, drafts', '/api/performer/assets/videos/search?status=draft', 'performer'],
  ['Studio own videos, "breeze"', '/api/performer/assets/videos/search?q=breeze', 'performer'],
  ['Studio own videos, most sold', '/api/performer/assets/videos/search?sortBy=mostSold', 'performer'],
  ['Studio own videos, top earning, page 5', '/api/performer/assets/videos/search?sortBy=topEarning&offset=48', 'performer'],
  // The same performer's creator posts (STUDIO_POSTS of them): the Studio's list and the public Posts tab.
  ['Studio own posts, newest made', '/api/performer/assets/creator-posts/search', 'performer'],
  ['Studio own posts, most liked', '/api/performer/assets/creator-posts/search?sortBy=popular', 'performer'],
  ['Posts tab of a performer', '/api/user/assets/creator-posts/search?performerId=PERFORMER'],
  ['Posts tab of a performer, page 20', '/api/user/assets/creator-posts/search?performerId=PERFORMER&offset=228'],
] as const satisfies readonly (readonly [string, string] | readonly [string, string, 'performer'])[];

export type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

/** A new in-memory database with 8 performers, 4 categories and `videos` videos, and the API on top of it. */
export async function catalogueOf(videos: number) {
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  const hash = await hashPassword('bench-password');
  for (let i = 0; i < 8; i++) {
    const user = await database.db
      .insertInto('users')
      .values({
        name: `Bench ${i}`,
        username: `bench${i}`,
        email: `bench${i}@example.com`,
        password_hash: hash,
        roles: ['performer', 'user'],
        verified_email: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('performers').values({ user_id: user.id }).execute();
  }
  await database.db
    .insertInto('categories')
    .values(['Fitness', 'Dance', 'Travel', 'Music'].map((name) => ({ group: 'video' as const, name, slug: name.toLowerCase() })))
    .execute();
  const started = performance.now();
  await seedBulkVideos(database.db, videos);
  const first = (await database.db.selectFrom('users').select('id').where('username', '=', 'bench0').executeTakeFirstOrThrow()).id;
  await seedStudioBench(database.db, first, STUDIO_SEED);
  const seedMs = performance.now() - started;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-bench-'));
  // The read cache is off: these rows time the database's search, not a cached answer.
  const app = await buildApp({ config: { ...loadConfig({}), dataDir, logLevel: 'silent', readCacheTtlMs: 0 }, db: database.db });
  await app.ready();
  const category = (await database.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
  const performer = first;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench0', password: 'bench-password' } });
  const token = (login.json() as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`bench0 could not log in: ${login.statusCode} ${login.body.slice(0, 200)}`);
  return {
    database,
    app,
    dataDir,
    seedMs,
    fill: (url: string) => url.replace('CATEGORY', category).replace('PERFORMER', performer),
    performerHeaders: { authorization: `Bearer ${token}` },
  };
}

async function time(send: () => Promise<{ statusCode: number }>, runs: number) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await send();
    if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(runs * 0.5)], p95: ms[Math.floor(runs * 0.95)], p99: ms[Math.floor(runs * 0.99)] };
}

export interface QueryTiming {
  name: string;
  p50: number;
  p95: number;
  p99: number;
}

/** Each query of QUERIES, `runs` times one after the other (after 5 untimed warm-up requests). */
export async function timeQueries(c: Catalogue, runs = 60): Promise<QueryTiming[]> {
  const timings: QueryTiming[] = [];
  for (const [name, url, as] of QUERIES) {
    const headers = as === 'performer' ? c.performerHeaders : {};
    const send = () => c.app.inject({ method: 'GET', url: c.fill(url), headers });
    await time(send, 5); // warm-up
    timings.push({ name, ...(await time(send, runs)) });
  }
  return timings;
}

export async function closeCatalogue(c: Catalogue): Promise<void> {
  await c.app.close();
  await c.database.close();
  fs.rmSync(c.dataDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const sizes = [1_000, Number(process.env.BENCH_VIDEOS || 100_000)];
  const rows: Record<string, Record<string, string>> = {};
  for (const size of sizes) {
    const c = await catalogueOf(size);
    console.log(`${size} videos seeded in ${(c.seedMs / 1000).toFixed(1)} s`);
    for (const { name, p50, p95 } of await timeQueries(c)) {
      rows[name] ??= {};
      rows[name][`${size} p50 ms`] = p50.toFixed(1);
      rows[name][`${size} p95 ms`] = p95.toFixed(1);
    }
    await closeCatalogue(c);
  }
  console.log(`limelight catalogue bench: node ${process.version}, ${os.cpus().length} cores, embedded PGlite, in-process requests`);
  console.table(rows);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
