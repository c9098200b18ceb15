// The message rows (issue 30), `npm run bench:messages` (`-- --quick`): 1,000 signed-in users chatting in 500
// pairs, taking turns, first at a chat's pace (each pair a message every 10 s: 50 messages a second in all), then all
// at once, each pair's next message as soon as the last was heard (the most the site takes); each message is sent over
// HTTP and timed until the other person's socket hears it (`message/new`). Then a creator's message to all their 10,000 followers, each on a socket of their own:
// timed from the request until the last socket heard it (the job writes it 500 conversations per transaction). On
// the one embedded process (npm start), and on the cluster of tests/cluster (two web processes and a worker,
// PostgreSQL and Redis), where each pair's two people are on different web processes.
import path from 'node:path';
import { startScript, stopProcess, type Child } from '../scripts/harness/children';
import { embeddedDataDir, openDatabase, type Db } from '../server/db';
import { startCluster } from '../tests/cluster/cluster';
import { seedStar, type Star } from './feed-seed';
import { seedPairs, type Pair } from './message-seed';
import type { MessageClientReport, MessageClientRequest } from './message-sockets';
import type { Row } from './report';
import { runRowsScript } from './rows-script';
import { startLimelight } from './servers';
import { percentile } from './stats';
import { send } from './studio-client';

const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** The last follower should have the message to all within this. */
const REACHED_WITHIN_MS = 5 * 60_000;

/** How the pairs talk: each pair a message every `everyMs`, or all at once back to back (0: the most the site takes). */
interface Pace {
  everyMs: number;
  rounds: number;
}

interface Sizes {
  pairs: number;
  /** The round-trip rows: at a stated pace, then saturated. */
  paces: Pace[];
  followers: number;
}

interface Seeded {
  pairs: Pair[];
  star: Star;
}

async function seed(db: Db, sizes: Sizes): Promise<Seeded> {
  return { pairs: await seedPairs(db, sizes.pairs), star: await seedStar(db, sizes.followers) };
}

function ask<T extends MessageClientReport['type']>(t: Child, request: MessageClientRequest, answer: T, timeoutMs = 30_000) {
  return new Promise<Extract<MessageClientReport, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`message sockets: no "${answer}" within ${timeoutMs / 1000} s\n${t.tail()}`)), timeoutMs);
    const onMessage = (message: MessageClientReport) => {
      if (message.type !== answer) return;
      clearTimeout(timer);
      t.child.off('message', onMessage);
      resolve(message as Extract<MessageClientReport, { type: T }>);
    };
    t.child.on('message', onMessage);
    t.child.send(request);
  });
}

async function holding<T>(name: string, sockets: Array<{ url: string; token: string }>, use: (t: Child, held: number) => Promise<T>): Promise<T> {
  const t = startScript(name, path.join(__dirname, 'message-sockets.ts'));
  try {
    const held = await ask(t, { type: 'open', sockets, concurrency: 50 }, 'held', 10 * 60_000);
    if (held.failed) throw new Error(`${held.failed} sockets could not sign in (${held.firstError})`);
    return await use(t, held.authenticated);
  } finally {
    if (t.child.connected) t.child.send({ type: 'close' } satisfies MessageClientRequest);
    await stopProcess(t, 5000);
  }
}

/** Every pair chats; the fan of each pair on the first web address, the creator on the last. */
async function chatRow(what: string, base: string, socketUrls: string[], seeded: Seeded, pace: Pace): Promise<Row> {
  const pairCount = seeded.pairs.length;
  const paced = pace.everyMs > 0;
  const area = paced
    ? `Message round trip, ${count(pairCount * 2)} users chatting in pairs, each pair a message every ${pace.everyMs / 1000} s`
    : `Message round trip, ${count(pairCount * 2)} users in pairs, all writing at once (saturated)`;
  const sockets = seeded.pairs.flatMap((p) => [
    { url: socketUrls[0], token: p.fan.token },
    { url: socketUrls.at(-1)!, token: p.creator.token },
  ]);
  const pairs = seeded.pairs.map((p, i) => ({ conversationId: p.conversationId, a: 2 * i, b: 2 * i + 1 }));
  return holding('message-chat', sockets, async (t) => {
    const started = Date.now();
    const r = await ask(t, { type: 'chat', base, pairs, rounds: pace.rounds, everyMs: pace.everyMs }, 'chat', 10 * 60_000);
    const took = Date.now() - started;
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return {
      area,
      what,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      value: `${count(r.latencies.length)} messages in ${seconds(took)} (${Math.round(r.latencies.length / (took / 1000))}/s)`,
      notes: [
        paced
          ? `send (HTTP POST) to the other's socket hearing it; ${pace.rounds} turns per pair, ${Math.round((pairCount * 1000) / pace.everyMs)} messages/s offered`
          : `send (HTTP POST) to the other's socket hearing it; ${pace.rounds} turns per pair, every pair's next message as soon as the last was heard`,
        r.lost ? `${r.lost} not heard within 10 s` : '',
        r.failedSends ? `${r.failedSends} sends failed (${r.firstError})` : '',
      ]
        .filter(Boolean)
        .join('; '),
    };
  });
}

/** The star writes to all their followers; waits until every follower's socket heard it. */
async function broadcastRow(what: string, base: string, socketUrls: string[], seeded: Seeded): Promise<Row> {
  const { star } = seeded;
  const area = `Message to all -> ${count(star.fans.length)} followers' sockets`;
  const sockets = star.fans.map((f, i) => ({ url: socketUrls[i % socketUrls.length], token: f.token }));
  return holding('message-broadcast', sockets, async (t, held) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const sentAt = Date.now();
    await send(base, star.performer.token, 'POST', '/performer/broadcasts', { audience: 'followers', body: 'Something new for everyone who follows.' });
    let status = await ask(t, { type: 'status' }, 'status');
    while (status.heard < held && Date.now() - sentAt < REACHED_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = await ask(t, { type: 'status' }, 'status');
    }
    const arrivals = status.arrivals.map((at) => at - sentAt).sort((a, b) => a - b);
    return {
      area,
      what,
      p50: percentile(arrivals, 50),
      p99: percentile(arrivals, 99),
      value: arrivals.length ? `${seconds(arrivals.at(-1)!)} request -> last` : 'none heard',
      notes: `${count(arrivals.length)} of ${count(held)} sockets heard it${arrivals.length < held ? ` within ${seconds(REACHED_WITHIN_MS)}` : ''}; p50/p99: from the request to each socket`,
    };
  });
}

export async function messageRows(o: { quick: boolean; tmp: string; log: (message: string) => void }): Promise<Row[]> {
  const sizes: Sizes = o.quick
    ? {
        pairs: 100,
        paces: [
          { everyMs: 2000, rounds: 4 },
          { everyMs: 0, rounds: 4 },
        ],
        followers: 1000,
      }
    : {
        pairs: 500,
        paces: [
          { everyMs: 10_000, rounds: 6 },
          { everyMs: 0, rounds: 10 },
        ],
        followers: 10_000,
      };
  const rows: Row[] = [];
  const dataDir = path.join(o.tmp, 'message-data');
  const onBuild = (line: string) => o.log(`Limelight: ${line}`);
  o.log('messages: starting Limelight on a fresh data folder (migrations, demo seed), then stopping it');
  await (await startLimelight(dataDir, 20 * 60_000, onBuild)).stop();
  const database = await openDatabase({ dataDir: embeddedDataDir(dataDir) });
  const seeded = await seed(database.db, sizes).finally(() => database.close());
  const limelight = await startLimelight(dataDir, 5 * 60_000, onBuild);
  const one = 'one process (npm start, embedded PGlite)';
  try {
    o.log(`messages: ${count(sizes.pairs)} pairs chatting on one process`);
    for (const pace of sizes.paces)
      rows.push(await chatRow(one, limelight.url, [limelight.url], seeded, pace).catch((err: Error) => failed(err, 'Message round trip', one)));
    o.log(`messages: a message to ${count(sizes.followers)} followers on one process`);
    rows.push(await broadcastRow(one, limelight.url, [limelight.url], seeded).catch((err: Error) => failed(err, 'Message to all', one)));
  } finally {
    await limelight.stop();
  }
  if (o.quick) return rows;
  const what = 'cluster: 2 web processes + worker, PostgreSQL, Redis';
  o.log('messages: starting the cluster (build, PostgreSQL, Redis, two web processes, the worker, nginx)');
  const cluster = await startCluster({ forEndToEnd: false });
  try {
    const pg = await openDatabase({ databaseUrl: cluster.postgres.url });
    const onCluster = await seed(pg.db, sizes).finally(() => pg.close());
    const webs = cluster.web.map((w) => w.url);
    for (const pace of sizes.paces)
      rows.push(await chatRow(what, cluster.url, webs, onCluster, pace).catch((err: Error) => failed(err, 'Message round trip', what)));
    rows.push(await broadcastRow(what, cluster.url, webs, onCluster).catch((err: Error) => failed(err, 'Message to all', what)));
  } finally {
    await cluster.stop();
  }
  return rows;
}

const failed = (err: Error, area: string, what: string): Row => ({ area, what, value: 'not measured', notes: err.message.split('\n')[0] });

if (require.main === module) runRowsScript('messages', ({ plan, tmp, log }) => messageRows({ quick: plan.quick, tmp, log }));
