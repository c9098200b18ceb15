// The release rows (issue 29): a creator with thousands of followers, each signed in on a socket of their own,
// publishes a creator post; the releases-announce job (every minute) writes each follower's notification in its
// transaction and, after the commit, sends each socket `notification/new` with the bell count. Timed from the
// publish and from the announcement's start (the notifications' createdAt) to the last socket that heard it; on the
// one embedded process, and on the cluster of tests/cluster (two web processes and a worker, PostgreSQL and Redis).
import fs from 'node:fs';
import path from 'node:path';
import { startScript, stopProcess, type Child } from '../scripts/harness/children';
import { openDatabase } from '../server/db';
import { startCluster } from '../tests/cluster/cluster';
import { seedStar, type Star } from './feed-seed';
import type { ReleaseClientReport, ReleaseClientRequest } from './release-sockets';
import type { Row } from './report';
import { percentile } from './stats';
import { send } from './studio-client';

/** Each fan has only this notification unread: the bell it is sent with must say 1. */
const EXPECTED_UNREAD = 1;
/** The job runs every minute and the queue reads its schedule every 30 s: the last socket should hear it within this. */
const HEARD_WITHIN_MS = 4 * 60_000;

export interface ReleaseTiming {
  fans: number;
  held: number;
  failed: number;
  firstError: string | null;
  /** Date.now() just before the publish request, and when the announcing transaction began. */
  publishedAt: number;
  announcedAt: number | null;
  /** When each socket heard it, sorted. */
  arrivals: number[];
  rightCount: number;
  repeats: number;
  /** What the server side logged that bears on it (the cluster's worker). */
  serverNote?: string;
}

function reply<T extends ReleaseClientReport['type']>(t: Child, type: T, timeoutMs: number): Promise<Extract<ReleaseClientReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`release sockets: no "${type}" within ${timeoutMs / 1000} s\n${t.tail()}`)), timeoutMs);
    const onMessage = (message: ReleaseClientReport) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      t.child.off('message', onMessage);
      resolve(message as Extract<ReleaseClientReport, { type: T }>);
    };
    t.child.on('message', onMessage);
    void t.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`release sockets exited (${code})\n${t.tail()}`));
    });
  });
}

function ask<T extends ReleaseClientReport['type']>(t: Child, request: ReleaseClientRequest, answer: T, timeoutMs = 30_000) {
  const answered = reply(t, answer, timeoutMs);
  t.child.send(request);
  return answered;
}

/**
 * The star's fans connect, a share to each of `socketUrls` (one child process each), then the star publishes a free
 * creator post through `base`; waits until every held socket heard it (or HEARD_WITHIN_MS passed).
 */
export async function timeRelease(o: { base: string; socketUrls: string[]; star: Star; log: (message: string) => void }): Promise<ReleaseTiming> {
  const clients: Child[] = [];
  try {
    const shares = o.socketUrls.map((url, i) => ({ url, tokens: o.star.fans.filter((_, n) => n % o.socketUrls.length === i).map((f) => f.token) }));
    o.log(`release: ${o.star.fans.length} fans connecting to ${o.socketUrls.join(' and ')}`);
    const held = await Promise.all(
      shares.map(({ url, tokens }, i) => {
        const t = startScript(`release-sockets-${i + 1}`, path.join(__dirname, 'release-sockets.ts'));
        clients.push(t);
        return ask(t, { type: 'open', url, tokens, concurrency: 50 }, 'held', 10 * 60_000);
      }),
    );
    const heldCount = held.reduce((n, h) => n + h.authenticated, 0);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const { performer } = o.star;
    const post = await send<{ _id: string }>(o.base, performer.token, 'POST', '/performer/creator-posts', {
      title: 'Bench release',
      body: 'Something new for everyone who follows.',
      access: 'free',
    });
    const publishedAt = Date.now();
    await send(o.base, performer.token, 'POST', `/performer/creator-posts/${post._id}/publish`, { publish: true });
    o.log(`release: published; waiting for ${heldCount} sockets to hear it (the releases job runs every minute)`);
    while (Date.now() - publishedAt < HEARD_WITHIN_MS) {
      const statuses = await Promise.all(clients.map((t) => ask(t, { type: 'status' }, 'status')));
      if (statuses.reduce((n, s) => n + s.received, 0) >= heldCount) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const reports = await Promise.all(clients.map((t) => ask(t, { type: 'report', expectedUnread: EXPECTED_UNREAD }, 'report')));
    const createdAt = reports.flatMap((r) => r.createdAt.map((at) => new Date(at).getTime()));
    return {
      fans: o.star.fans.length,
      held: heldCount,
      failed: held.reduce((n, h) => n + h.failed, 0),
      firstError: held.find((h) => h.firstError)?.firstError ?? null,
      publishedAt,
      announcedAt: createdAt.length ? Math.min(...createdAt) : null,
      arrivals: reports.flatMap((r) => r.arrivals).sort((a, b) => a - b),
      rightCount: reports.reduce((n, r) => n + r.rightCount, 0),
      repeats: reports.reduce((n, r) => n + r.repeats, 0),
    };
  } finally {
    for (const t of clients) if (t.child.connected) t.child.send({ type: 'close' } satisfies ReleaseClientRequest);
    await Promise.all(clients.map((t) => stopProcess(t, 5000)));
  }
}

/**
 * The cluster of `npm run test:cluster` (its build, PostgreSQL, Redis, two web processes with RUN_JOBS=false, the
 * worker, nginx), the star and fans seeded into its PostgreSQL; half the fans on each web process (nginx would put
 * every socket from 127.0.0.1 on one: ip_hash), the worker announcing.
 */
export async function timeReleaseOnCluster(fans: number, log: (message: string) => void): Promise<ReleaseTiming> {
  log('release: starting the cluster (build, PostgreSQL, Redis, two web processes, the worker, nginx)');
  const cluster = await startCluster({ forEndToEnd: false });
  try {
    const database = await openDatabase({ databaseUrl: cluster.postgres.url });
    const star = await seedStar(database.db, fans).finally(() => database.close());
    const timing = await timeRelease({ base: cluster.url, socketUrls: cluster.web.map((w) => w.url), star, log });
    // The worker publishes each socket event through Redis; one that fails is logged, not retried.
    const workerLog = fs.readFileSync(path.join(cluster.root, 'logs', 'worker.log'), 'utf8');
    const failed = workerLog.split('\n').filter((line) => line.includes('Redis (socket.io events) is unreachable')).length;
    return { ...timing, serverNote: failed ? `the worker logged ${failed.toLocaleString('en-US')} failed Redis publishes ("unreachable")` : undefined };
  } finally {
    log('release: stopping the cluster');
    await cluster.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function releaseRow(area: string, what: string, r: ReleaseTiming | Error): Row {
  if (r instanceof Error) return { area, what, value: 'not measured', notes: r.message.split('\n')[0] };
  const heard = r.arrivals.length;
  const last = r.arrivals.at(-1);
  const notes = [
    `${heard.toLocaleString('en-US')} of ${r.held.toLocaleString('en-US')} sockets heard it` + (heard < r.held ? ` within ${seconds(HEARD_WITHIN_MS)}` : ''),
    `bell count right on ${r.rightCount.toLocaleString('en-US')}`,
    r.repeats ? `${r.repeats} heard twice` : '',
    r.serverNote ?? '',
    r.failed ? `${r.failed} could not sign in (${r.firstError})` : '',
    r.announcedAt !== null ? `announced ${seconds(r.announcedAt - r.publishedAt)} after the publish (the job's minute)` : '',
    r.announcedAt !== null && last !== undefined
      ? `first socket ${seconds(r.arrivals[0] - r.announcedAt)}, last ${seconds(last - r.announcedAt)} after the announcement began`
      : '',
    'p50/p99: from the announcement to each socket',
  ];
  const fromAnnouncement = r.announcedAt === null ? [] : r.arrivals.map((at) => at - (r.announcedAt as number));
  return {
    area,
    what,
    p50: percentile(fromAnnouncement, 50),
    p99: percentile(fromAnnouncement, 99),
    value: last === undefined ? 'none heard' : `${seconds(last - r.publishedAt)} publish -> last`,
    notes: notes.filter(Boolean).join('; '),
  };
}
