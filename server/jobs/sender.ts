import type { Executor } from '../db/unit-of-work';
import type { JobQueue } from './queue';

/**
 * How services ask for on-demand jobs (server/jobs/on-demand.ts). Services are built before the queue starts
 * (server/jobs/start.ts attaches it), so they hold this rather than the queue.
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
}
