import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { withStartupLock } from '../db/startup-lock';
import { JobQueue, type QueueTiming } from './queue';
import { onDemandJobs } from './on-demand';
import { recurringJobs } from './recurring';
import { RELEASES_JOB, wakeReleasesOnWrites } from './release-wake';

/**
 * Opens the job queue for a process that has built the app: it schedules the recurring jobs and, when `works`,
 * works them and the on-demand ones (which any process may ask for from then on). The queue installs or upgrades its own tables on first start, one process at a time.
 */
export async function startJobs(app: FastifyInstance, database: DatabaseHandle, works: boolean, timing?: Partial<QueueTiming>): Promise<JobQueue> {
  const queue = await withStartupLock(database, () =>
    JobQueue.start({
      connection: database.queueConnection,
      works,
      timing,
      onError: (err) => app.log.error({ err }, 'job queue'),
    }),
  );
  await queue.run(recurringJobs(app.services), onDemandJobs(app.services, app.services.videoProcessing.concurrency));
  app.services.jobs.attach(queue);
  wakeReleasesOnWrites(
    app.services.invalidation,
    {
      due: () => app.services.releases.anyDue(),
      nextScheduled: () => app.services.releases.nextScheduled(),
      ask: (key, afterSeconds) => queue.send(database.db, RELEASES_JOB, {}, key, afterSeconds === undefined ? undefined : { afterSeconds }),
    },
    (err) => app.log.warn({ err }, 'asking for a run of the releases job'),
  );
  return queue;
}
