import type { Executor } from '../db/unit-of-work';
import { HttpError } from '../http/errors';
import type { FailedJob, JobQueue } from './queue';

/**
 * How services reach the job queue: asking for on-demand jobs (server/jobs/on-demand.ts), and an admin's look at
 * failed jobs and their retry. Services are built before the queue starts (server/jobs/start.ts attaches it), so they
 * hold this rather than the queue.
 */
export class JobSender {
  private queue: JobQueue | null = null;

  attach(queue: JobQueue): void {
    this.queue = queue;
  }

  /**
   * Asks for job `name` inside `executor`'s transaction (see JobQueue.send); false when a job of the same key is still
   * queued or running, so none was added.
   */
  async send(executor: Executor, name: string, data: object, key?: string, later?: { afterSeconds: number }): Promise<boolean> {
    if (!this.queue) throw new Error(`The job queue has not started: cannot ask for "${name}"`);
    return this.queue.send(executor, name, data, key, later);
  }

  /** Jobs whose every attempt failed, the latest first. */
  failed(limit: number): Promise<FailedJob[]> {
    return this.started().failed(limit);
  }

  /** Runs a failed job again; false when there is no such failed job. */
  retry(name: string, id: string): Promise<boolean> {
    return this.started().retry(name, id);
  }

  private started(): JobQueue {
    if (!this.queue) throw new HttpError(503, 'The job queue is not running in this process.', 'JOBS_NOT_RUNNING');
    return this.queue;
  }
}
