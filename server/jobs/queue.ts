import { CompiledQuery } from 'kysely';
import { PgBoss, type ConstructorOptions, type Db as IDatabase, type Job } from 'pg-boss';
import type { QueueConnection } from '../db';
import type { Executor } from '../db/unit-of-work';

/** Work that falls due with time, run by the queue once per due time, on one worker, whatever the number of processes. */
export interface RecurringJob {
  /** The queue's name (also how the job shows in the pgboss tables). */
  name: string;
  /** When it falls due: a cron expression, UTC. */
  cron: string;
  /** A run that has not finished after this long is taken for lost (its worker killed or hung): it fails and is retried. */
  expireInSeconds: number;
  /** What the run did, kept with the finished job (pgboss.job.output) for an operator. */
  run(): Promise<object>;
}

/**
 * Work the site asks for (a video to process), done on a worker, retried with backoff when an attempt fails or its
 * worker dies. Asked for with `send` inside the database transaction that makes it needed, so it exists exactly
 * when that transaction commits.
 */
export interface OnDemandJob<Data extends object = Record<string, unknown>> {
  name: string;
  /** An attempt still running after this long is taken for lost: it fails and is retried. */
  expireInSeconds: number;
  /** Attempts of this kind one worker process runs at once. */
  concurrency: number;
  /** One attempt. Throwing fails it; the queue retries it later, up to its retry limit. */
  run(data: Data, attempt: AttemptNumber): Promise<object | void>;
  /** Every attempt failed (or its workers died): record the failure where its owner sees it. */
  gaveUp(data: Data): Promise<void>;
}

export interface AttemptNumber {
  /** 1 for the first attempt. */
  number: number;
  of: number;
}

export interface JobQueueOptions {
  connection: QueueConnection;
  /** This process works jobs (and so also keeps the schedule and the queue's maintenance). */
  works: boolean;
  onError(error: unknown): void;
  /** Shorter waits than a site's (tests). */
  timing?: Partial<QueueTiming>;
}

export interface QueueTiming {
  /** How often an idle worker looks for due jobs. */
  pollingSeconds: number;
  /** How often the schedule is read for occurrences to send (a job is due at most this late). */
  schedulePassSeconds: number;
  /** A worker that stops renewing its job's heartbeat for this long (killed) loses the job to a retry... */
  heartbeatSeconds: number;
  /** ...noticed by the supervisor, which looks this often. */
  superviseSeconds: number;
  /** The first retry waits this long, the next ones longer. */
  retryDelaySeconds: number;
}

const SITE_TIMING: QueueTiming = { pollingSeconds: 2, schedulePassSeconds: 30, heartbeatSeconds: 30, superviseSeconds: 60, retryDelaySeconds: 15 };
const RETRY_LIMIT = 3;
/** Finished jobs are kept this long for an operator to read, then deleted. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 60 * 60;

/**
 * The job queue: pg-boss over the site's own database, so jobs are rows that survive restarts, are claimed with
 * SKIP LOCKED by one worker, and cron schedules send each occurrence once however many processes keep the schedule.
 * Works the same on PostgreSQL and on the embedded database (graphile-worker needs a LISTEN connection of its own,
 * which the embedded database's one connection cannot spare: see the README).
 */
export class JobQueue {
  /** The queues this process made sure of (run): the site's, each on-demand job's "gave up" queue among them. */
  private readonly queues = new Set<string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly works: boolean,
    private readonly timing: QueueTiming,
  ) {}

  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const connection: ConstructorOptions =
      'connectionString' in options.connection
        ? { connectionString: options.connection.connectionString, max: 4, application_name: 'limelight-jobs' }
        : { db: options.connection, backend: 'pglite' };
    const timing = { ...SITE_TIMING, ...options.timing };
    const boss = new PgBoss({
      ...connection,
      schedule: options.works,
      supervise: options.works,
      migrate: true,
      cronMonitorIntervalSeconds: timing.schedulePassSeconds,
      superviseIntervalSeconds: timing.superviseSeconds,
      monitorIntervalSeconds: timing.superviseSeconds,
    });
    boss.on('error', options.onError);
    await boss.start();
    return new JobQueue(boss, options.works, timing);
  }

  /**
   * Creates the jobs' queues and schedules (idempotent: every process may), and works them if this process works.
   * A process that does not work can still `send` on-demand jobs once this has run.
   */
  async run(jobs: RecurringJob[], onDemand: OnDemandJob<never>[] = []): Promise<void> {
    for (const job of jobs) {
      await this.ensureQueue(job);
      await this.boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    }
    for (const job of [...jobs, ...onDemand]) this.queues.add(job.name);
    for (const job of onDemand) {
      this.queues.add(gaveUpQueue(job.name));
      await this.boss.createQueue(gaveUpQueue(job.name), { policy: 'standard', retryLimit: RETRY_LIMIT, deleteAfterSeconds: KEEP_FINISHED_SECONDS });
      await this.ensureQueue(job, gaveUpQueue(job.name));
    }
    if (!this.works) return;
    const polling = { pollingIntervalSeconds: this.timing.pollingSeconds, batchSize: 1 };
    for (const job of jobs) await this.boss.work(job.name, polling, () => job.run());
    for (const job of onDemand as OnDemandJob[]) {
      await this.boss.work(job.name, { ...polling, localConcurrency: job.concurrency }, ([attempt]: Job<object>[]) =>
        job.run(attempt.data as Record<string, unknown>, { number: attempt.retryCount + 1, of: RETRY_LIMIT + 1 }),
      );
      await this.boss.work(gaveUpQueue(job.name), polling, ([failed]: Job<object>[]) => job.gaveUp(failed.data as Record<string, unknown>));
    }
  }

  /**
   * Asks for an on-demand job inside `executor`'s transaction: it exists if and when that transaction commits. With a
   * `key`, a job of that name and key already waiting or running makes this a no-op (one processing per video); with
   * `later`, it runs no sooner than that.
   */
  async send(executor: Executor, name: string, data: object, key?: string, later?: { afterSeconds: number }): Promise<boolean> {
    // null: the queue's policy refused it (a job of that key is still queued or running).
    return (await this.boss.send(name, data, { singletonKey: key, db: inTransaction(executor), startAfter: later?.afterSeconds })) !== null;
  }

  /** Jobs whose every attempt failed, the latest failures first (kept a week, like every finished job). */
  async failed(limit: number): Promise<FailedJob[]> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `select id, name, data, output, retry_count, created_on, completed_on from pgboss.job where state = 'failed' order by completed_on desc nulls last, id limit $1`,
        [limit],
      );
    return (rows as FailedJobRow[]).map((r) => ({
      id: r.id,
      name: r.name,
      data: r.data ?? {},
      error: failureOf(r.output),
      attempts: r.retry_count + 1,
      createdAt: new Date(r.created_on),
      failedAt: r.completed_on ? new Date(r.completed_on) : null,
    }));
  }

  /** Runs a failed job again (its attempts start over); false when there is no such failed job. */
  async retry(name: string, id: string): Promise<boolean> {
    // pg-boss refuses to look in a queue that does not exist: only this site's queues are asked.
    if (!this.queues.has(name)) return false;
    const failed = await this.boss.getJobById(name, id);
    if (!failed || failed.state !== 'failed') return false;
    await this.boss.retry(name, id);
    return true;
  }

  /** Stops taking jobs and waits (at most timeoutMs) for those under way; they are retried elsewhere if cut off. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  /**
   * Creates the queue (a no-op when it exists: every process may) and brings its retry, expiry and heartbeat to what
   * the job and the timing say (jobs take the queue's heartbeat when they are sent).
   */
  private async ensureQueue(job: { name: string; expireInSeconds: number }, deadLetter?: string): Promise<void> {
    const tunable = {
      expireInSeconds: job.expireInSeconds,
      retryLimit: RETRY_LIMIT,
      retryDelay: this.timing.retryDelaySeconds,
      retryBackoff: true,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      heartbeatSeconds: this.timing.heartbeatSeconds,
    };
    // One run at a time, and at most one waiting (per key): a run that outlasts its interval is not doubled up,
    // and a video asked to be processed twice is processed once.
    const failedTo = deadLetter ? { deadLetter } : {};
    await this.boss.createQueue(job.name, { ...tunable, ...failedTo, policy: 'exclusive' });
    await this.boss.updateQueue(job.name, { ...tunable, ...failedTo });
  }
}

/** A job every attempt of which failed, as an operator reads it. */
export interface FailedJob {
  id: string;
  name: string;
  data: object;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
}

interface FailedJobRow {
  id: string;
  name: string;
  data: object | null;
  output: unknown;
  retry_count: number;
  created_on: string | Date;
  completed_on: string | Date | null;
}

/** The error a failed attempt left in the job's output (pg-boss keeps the thrown error there). */
function failureOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output === null || output === undefined ? 'No error was recorded' : JSON.stringify(output).slice(0, 500);
}

/** Where a job lands once every attempt failed (pg-boss's dead letter queue): its `gaveUp` is worked from there. */
const gaveUpQueue = (name: string) => `${name}.gave-up`;

/** pg-boss's statements through one of our transactions (or the pool, outside one). */
function inTransaction(executor: Executor): IDatabase {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
