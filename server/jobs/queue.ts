import { PgBoss, type ConstructorOptions } from 'pg-boss';
import type { QueueConnection } from '../db';

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

  /** Creates the jobs' queues and schedules (idempotent: every process may), and works them if this process works. */
  async run(jobs: RecurringJob[]): Promise<void> {
    for (const job of jobs) {
      await this.ensureQueue(job);
      await this.boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    }
    if (!this.works) return;
    for (const job of jobs) {
      await this.boss.work(job.name, { pollingIntervalSeconds: this.timing.pollingSeconds, batchSize: 1 }, () => job.run());
    }
  }

  /** Stops taking jobs and waits (at most timeoutMs) for those under way; they are retried elsewhere if cut off. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  /** Creates the queue (a no-op when it exists: every process may) and brings its retry and expiry to what the job says. */
  private async ensureQueue(job: RecurringJob): Promise<void> {
    const tunable = {
      expireInSeconds: job.expireInSeconds,
      retryLimit: RETRY_LIMIT,
      retryDelay: this.timing.retryDelaySeconds,
      retryBackoff: true,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    };
    // One run at a time, and at most one waiting: a run that outlasts its interval is not doubled up.
    await this.boss.createQueue(job.name, { ...tunable, policy: 'exclusive', heartbeatSeconds: this.timing.heartbeatSeconds });
    await this.boss.updateQueue(job.name, tunable);
  }
}
