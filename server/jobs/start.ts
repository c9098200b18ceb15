import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { withStartupLock } from '../db/startup-lock';
import { JobQueue } from './queue';
import { recurringJobs } from './recurring';

/**
 * Opens the job queue for a process that has built the app: it schedules the recurring jobs and, when `works`,
 * works them. The queue installs or upgrades its own tables on first start, one process at a time.
 */
export async function startJobs(app: FastifyInstance, database: DatabaseHandle, works: boolean): Promise<JobQueue> {
  const queue = await withStartupLock(database, () =>
    JobQueue.start({
      connection: database.queueConnection,
      works,
      onError: (err) => app.log.error({ err }, 'job queue'),
    }),
  );
  await queue.run(recurringJobs(app.services));
  return queue;
}
