// The feed and release rows (issue 29), on a Limelight of their own: started once on a fresh data folder (migrations,
// demo seed) and stopped; then, from this process, creators and their creator posts (1,000 × 1,000 in the full plan),
// a fan following all of them and one following 10, a creator with 10,000 followers, straight into the embedded
// database by SQL (bench/feed-seed.ts); fan-out on read against per-fan timelines on that database, in this process
// (bench/feed-fanout.ts); then Limelight again on the folder: the feed API and page over HTTP for both fans, one
// request at a time, and a release told to 10,000 sockets (bench/release-rows.ts), then the same release on the cluster.
// `npm run bench:feed` (`-- --quick`) runs these rows alone.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { embeddedDataDir, openDatabase } from '../server/db';
import { BACKFILL } from '../server/modules/feed/timelines';
import { compareFanout, timed, type FanoutResult, type Timing } from './feed-fanout';
import { seedCreators, seedFan, seedStar, type Account, type Fan, type Star } from './feed-seed';
import type { Plan } from './plan';
import { waitForIdle } from './proc';
import { releaseRow, timeRelease, timeReleaseOnCluster } from './release-rows';
import { formatDuration, mib, type Row } from './report';
import { runRowsScript } from './rows-script';
import { startLimelight } from './servers';

const count = (n: number) => n.toLocaleString('en-US');
const firstLine = (err: Error) => err.message.split('\n')[0];

export interface FeedBench {
  plan: Plan;
  tmp: string;
  log: (message: string) => void;
}

interface Seeded {
  many: Fan;
  few: Fan;
  star: Star;
  seedMs: number;
  fanout: FanoutResult | Error;
}

async function seed(o: FeedBench, dataDir: string): Promise<Seeded> {
  const { creators, itemsPerCreator, fewFollows, releaseFans, fanoutReads, timelineFollowers } = o.plan.feed;
  const database = await openDatabase({ dataDir: embeddedDataDir(dataDir) });
  try {
    const { db } = database;
    o.log(`feed: seeding ${count(creators)} creators × ${count(itemsPerCreator)} creator posts into the embedded database`);
    const started = performance.now();
    let logged = 0;
    const creatorIds = await seedCreators(db, creators, itemsPerCreator, (done) => {
      if (done - logged >= 100_000 || done === creators * itemsPerCreator) o.log(`feed: ${count((logged = done))} items`);
    });
    const seedMs = performance.now() - started;
    const many = await seedFan(db, 'feedfanmany', creatorIds);
    const few = await seedFan(db, 'feedfanfew', creatorIds.slice(0, fewFollows));
    o.log(`feed: a creator with ${count(releaseFans)} followers, each with a session`);
    const star = await seedStar(db, releaseFans);
    o.log('feed: fan-out on read against per-fan timelines, in this process');
    const fanout = await compareFanout(db, {
      manyFanId: many.id,
      fewFanId: few.id,
      starId: star.performer.id,
      releaseFollowers: timelineFollowers,
      reads: fanoutReads,
      writes: 20,
    }).catch((err: Error) => err);
    return { many, few, star, seedMs, fanout };
  } finally {
    await database.close();
  }
}

/** One GET at a time; fails on anything but 200. `items` reads how many items an answer held (the API's). */
async function timeGets(url: string, headers: Record<string, string>, runs: number): Promise<Timing & { bytes: number; items: number | null }> {
  let bytes = 0;
  let items: number | null = null;
  const timing = await timed(runs, 5, async () => {
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
    bytes = body.length;
    if (res.headers.get('content-type')?.includes('json')) items = (JSON.parse(body) as { data: { items: unknown[] } }).data.items.length;
  });
  return { ...timing, bytes, items };
}

function fanoutRows(f: FanoutResult | Error, s: Seeded, plan: Plan): Row[] {
  const { creators, itemsPerCreator, fewFollows } = plan.feed;
  const area = `Feed fan-out, in-process SQL (${count(creators * itemsPerCreator)} items)`;
  if (f instanceof Error) return [{ area, what: 'on read vs on write', value: 'not measured', notes: firstLine(f) }];
  const { onRead, onWrite } = f;
  const perEntry = onWrite.bytes / onWrite.entries;
  return [
    {
      area,
      what: `on read (before): first page, following ${count(creators)}`,
      p50: onRead.many.p50,
      p99: onRead.many.p99,
      ratio: onRead.many.p50 / onRead.few.p50,
      notes: `follows + a LATERAL top 13 per creator and kind (4 kinds), merged; ratio = p50 / p50 following ${fewFollows}; ${onRead.many.runs} reads`,
    },
    { area, what: `on read (before): first page, following ${fewFollows}`, p50: onRead.few.p50, p99: onRead.few.p99 },
    {
      area,
      what: `on write (the site: feed_timeline): first page, following ${count(creators)}`,
      p50: onWrite.many.p50,
      p99: onWrite.many.p99,
      ratio: onWrite.many.p50 / onWrite.few.p50,
      value: `${mib(onWrite.bytes)}`,
      notes:
        `one index range read, then which of the page's items are still live; feed_timeline: ${count(onWrite.entries)} entries, ` +
        `${perEntry.toFixed(0)} B each with its indexes; following ${count(creators)} filled it in ${(s.many.backfillMs / 1000).toFixed(1)} s ` +
        `(${(s.many.backfillMs / creators).toFixed(1)} ms per follow: the creator's newest ${BACKFILL})`,
    },
    { area, what: `on write (the site: feed_timeline): first page, following ${fewFollows}`, p50: onWrite.few.p50, p99: onWrite.few.p99 },
    ...onWrite.releases.map(({ followers, timing }) => ({
      area,
      what: `on write: one release into ${count(followers)} followers' timelines`,
      p50: timing.p50,
      p99: timing.p99,
      value: `${((timing.p50 * 1000) / followers).toFixed(0)} µs/follower`,
      notes: `feedTimelines.write, one row per follower, ${timing.runs} releases; on read a release wrote nothing more than its item`,
    })),
  ];
}

async function httpRows(o: FeedBench, base: string, s: Seeded): Promise<Row[]> {
  const { creators, itemsPerCreator, fewFollows, apiRequests, pageRequests } = o.plan.feed;
  const area = `Feed over HTTP (${count(creators * itemsPerCreator)} items)`;
  const rows: Row[] = [];
  const targets = [
    { what: 'GET /api/feed', path: '/api/feed', headers: (a: Account) => ({ authorization: `Bearer ${a.token}` }), runs: apiRequests, note: '' },
    {
      what: 'GET /feed (page)',
      path: '/feed',
      headers: (a: Account) => ({ cookie: `token=${a.token}` }),
      runs: pageRequests,
      note: 'rendered without its items (the browser then reads /api/feed); ',
    },
  ];
  for (const target of targets) {
    o.log(`feed: ${target.what}, ${target.runs} requests one at a time per fan`);
    try {
      const many = await timeGets(`${base}${target.path}`, target.headers(s.many), target.runs);
      const few = await timeGets(`${base}${target.path}`, target.headers(s.few), target.runs);
      const held = (t: typeof many) => (t.items === null ? `${(t.bytes / 1024).toFixed(0)} KiB` : `${t.items} items`);
      rows.push(
        {
          area,
          what: `${target.what}, following ${count(creators)}`,
          p50: many.p50,
          p99: many.p99,
          ratio: many.p50 / few.p50,
          notes:
            `${target.note}ratio = p50 / p50 following ${fewFollows} (target within 2x), p99 ratio ${(many.p99 / few.p99).toFixed(2)}; ` +
            `${held(many)}; ${many.runs} requests, one at a time`,
        },
        { area, what: `${target.what}, following ${fewFollows}`, p50: few.p50, p99: few.p99, notes: held(few) },
      );
    } catch (err) {
      rows.push({ area, what: target.what, value: 'not measured', notes: firstLine(err as Error) });
    }
  }
  return rows;
}

export async function feedRows(o: FeedBench): Promise<Row[]> {
  const { releaseFans, cluster } = o.plan.feed;
  const dataDir = path.join(o.tmp, 'feed-data');
  const onBuild = (line: string) => o.log(`Limelight: ${line}`);
  o.log('feed: starting Limelight on a fresh data folder (migrations, demo seed), then stopping it');
  await (await startLimelight(dataDir, 20 * 60_000, onBuild)).stop();
  const seeded = await seed(o, dataDir);
  o.log(`feed: seeded in ${formatDuration(seeded.seedMs / 1000)}; starting Limelight on it`);
  const rows = fanoutRows(seeded.fanout, seeded, o.plan);
  const releaseArea = `New item -> ${count(releaseFans)} followers' sockets`;
  const limelight = await startLimelight(dataDir, 5 * 60_000, onBuild);
  try {
    await waitForIdle(limelight.pid, { maxMs: 60_000 });
    rows.push(...(await httpRows(o, limelight.url, seeded)));
    const oneProcess = await timeRelease({ base: limelight.url, socketUrls: [limelight.url, limelight.url], star: seeded.star, log: o.log }).catch(
      (err: Error) => err,
    );
    rows.push(releaseRow(releaseArea, 'one process (npm start, embedded PGlite)', oneProcess));
  } finally {
    await limelight.stop();
  }
  const what = 'cluster: 2 web processes + worker, PostgreSQL, Redis';
  if (!cluster) rows.push({ area: releaseArea, what, value: 'skipped', notes: '--quick' });
  else rows.push(releaseRow(releaseArea, what, await timeReleaseOnCluster(releaseFans, o.log).catch((err: Error) => err)));
  return rows;
}

if (require.main === module) runRowsScript('feed', ({ plan, tmp, log }) => feedRows({ plan, tmp, log }));
