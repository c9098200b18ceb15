import type { CacheInvalidation } from '../cache/invalidation';

/** The recurring job that tells fans of what went live (server/jobs/recurring.ts). */
export const RELEASES_JOB = 'releases-announce';

/** A process looks at most this often; a write meanwhile is looked at when the wait ends. */
const WAKE_EVERY_MS = 2000;

export interface ReleaseWake {
  /** Whether something is live and not announced yet. */
  due(): Promise<boolean>;
  /** When the next scheduled item goes live; null: none is scheduled. */
  nextScheduled(): Promise<Date | null>;
  /** Asks for a run of the releases job: one per `key`, no sooner than `afterSeconds` from now. */
  ask(key: string, afterSeconds?: number): Promise<unknown>;
}

/**
 * Fans are told of what a write puts live (published now, approved, back on sale) within seconds, and of a scheduled
 * item at its time, not at the next minute: after a write that changes what the public reads, a process looks (at
 * most every two seconds, and once more when the wait ends if writes came meanwhile) whether anything is due, and
 * when the next scheduled item goes live, and asks for a run now, or at that time. Each ask is keyed by its moment
 * (the two-second slot, or the scheduled time): the queue keeps one job per key (its exclusive policy), so processes
 * asking alike make one run, and a run under way never swallows a later ask. The minute schedule stays behind it
 * (an item scheduled with no write since, an ask lost to an outage).
 */
export function wakeReleasesOnWrites(invalidation: CacheInvalidation, wake: ReleaseWake, onError: (err: unknown) => void): void {
  let last = 0;
  let pending: NodeJS.Timeout | null = null;
  const look = async () => {
    pending = null;
    last = Date.now();
    if (await wake.due()) await wake.ask(`wake-${Math.floor(last / WAKE_EVERY_MS)}`);
    const next = await wake.nextScheduled();
    if (next) await wake.ask(`at-${next.toISOString()}`, Math.max(0, Math.ceil((next.getTime() - Date.now()) / 1000)));
  };
  invalidation.on((event) => {
    if (event.kind !== 'public-reads' || pending) return;
    const wait = last + WAKE_EVERY_MS - Date.now();
    if (wait <= 0) look().catch(onError);
    else pending = setTimeout(() => look().catch(onError), wait).unref();
  });
}
