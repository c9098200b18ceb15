import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { DatabaseHandle } from '../../server/db';
import { JobQueue, type OnDemandJob, type RecurringJob } from '../../server/jobs/queue';
import { onPostgres, openTestDatabase } from './helpers/test-database';
import { JOB_TIMING } from './helpers/test-app';

const FAST = JOB_TIMING;

/**
 * A cron expression (with a seconds field) due `secondsAhead` seconds from now and then not for an hour: a new
 * schedule also fires an occurrence of the last 60 seconds, which a per-minute expression would always have.
 */
function cronIn(secondsAhead: number): { cron: string; at: number } {
  const at = Math.ceil(Date.now() / 1000 + secondsAhead) * 1000;
  const due = new Date(at);
  return { cron: `${due.getUTCSeconds()} ${due.getUTCMinutes()} * * * *`, at };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(seen: () => boolean, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!seen() && Date.now() - started < limitMs) await sleep(100);
}

let handle: DatabaseHandle;

function postgresUrlOf(database: DatabaseHandle): string {
  const connection = database.queueConnection;
  if (!('connectionString' in connection)) throw new Error('not on PostgreSQL');
  return connection.connectionString;
}
const queues: JobQueue[] = [];

async function process_(works: boolean): Promise<JobQueue> {
  const queue = await JobQueue.start({ connection: handle.queueConnection, works, timing: FAST, onError: () => undefined });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  for (const queue of queues) await queue.stop(1000).catch(() => undefined);
  await handle.close();
});

test('a recurring job runs once per due time, however many processes keep the schedule, and never on one that does not work', async () => {
  const runs: string[] = [];
  const [a, b, c, web] = [await process_(true), await process_(true), await process_(true), await process_(false)];
  const { cron, at } = cronIn(3);
  const jobFor = (who: string): RecurringJob => ({
    name: 'once-per-occurrence',
    cron,
    expireInSeconds: 60,
    run: async () => ({ runs: runs.push(who) }),
  });
  await Promise.all([a.run([jobFor('a')]), b.run([jobFor('b')]), c.run([jobFor('c')]), web.run([jobFor('web')])]);

  await waitFor(() => runs.length > 0, at - Date.now() + 10_000);
  await sleep(3000);
  expect(runs).toHaveLength(1);
  expect(runs[0]).not.toBe('web');
}, 40_000);

const onPostgresIt = onPostgres() ? test : test.skip;

// PostgreSQL only: the embedded database lives in its one process, which a kill takes down with the queue.
onPostgresIt(
  'a job whose worker process is killed mid-run is retried by another worker once its heartbeat stops',
  async () => {
    const { cron, at } = cronIn(3);
    const name = 'survives-a-killed-worker';
    const doomed = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'helpers/job-worker-process.ts')], {
      env: { ...process.env, NODE_OPTIONS: '', JOB_DATABASE_URL: postgresUrlOf(handle), JOB_NAME: name, JOB_CRON: cron, JOB_TIMING: JSON.stringify(FAST) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const running = new Promise<void>((resolve) => readline.createInterface({ input: doomed.stdout! }).on('line', (line) => line === 'running' && resolve()));
    await Promise.race([running, sleep(at - Date.now() + 30_000).then(() => Promise.reject(new Error('the worker process never ran the job')))]);
    doomed.kill('SIGKILL');

    const runs: number[] = [];
    const survivor = await process_(true);
    const killedAt = Date.now();
    await survivor.run([{ name, cron, expireInSeconds: 120, run: async () => ({ runs: runs.push(Date.now() - killedAt) }) }]);
    await waitFor(() => runs.length > 0, 40_000);
    expect(runs).toHaveLength(1);
    // Not before the heartbeat it missed.
    expect(runs[0]).toBeGreaterThanOrEqual((FAST.heartbeatSeconds - 2) * 1000);
  },
  90_000,
);

test('a job whose every attempt failed is listed with its last error, and runs again when an admin retries it', async () => {
  const queue = await process_(true);
  let broken = true;
  const done: number[] = [];
  const gaveUp: number[] = [];
  const job: OnDemandJob<{ n: number }> = {
    name: 'fails-then-works',
    expireInSeconds: 30,
    concurrency: 1,
    run: async ({ n }) => {
      if (broken) throw new Error('the disk is full');
      done.push(n);
    },
    gaveUp: async ({ n }) => {
      gaveUp.push(n);
    },
  };
  await queue.run([], [job as unknown as OnDemandJob<never>]);
  await queue.send(handle.db, job.name, { n: 7 });
  await waitFor(() => gaveUp.length === 1, 60_000);
  const failedNow = async () => (await queue.failed(100)).filter((j) => j.name === job.name);
  const [failed] = await failedNow();
  expect(failed).toMatchObject({ error: 'the disk is full', attempts: 4, data: { n: 7 } });
  expect(failed.failedAt).toBeInstanceOf(Date);

  expect(await queue.retry(job.name, '00000000-0000-4000-8000-000000000000')).toBe(false);
  broken = false;
  expect(await queue.retry(job.name, failed.id)).toBe(true);
  await waitFor(() => done.length === 1, 30_000);
  expect(done).toEqual([7]);
  expect(await failedNow()).toEqual([]);
  // Retried once: a second retry of the same job finds nothing failed.
  expect(await queue.retry(job.name, failed.id)).toBe(false);
}, 90_000);
