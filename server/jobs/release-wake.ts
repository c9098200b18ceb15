import type { CacheInvalidation } from '../cache/invalidation';

/** The recurring job that tells fans of what went live (server/jobs/recurring.ts). */
export const RELEASES_JOB = 'releases-announce';

/** A process looks at most this often; a write meanwhile is looked at when the wait ends. */
const WAKE_EVERY_MS = 2000;

export interface ReleaseWake {
  /** Whether something is live and not announced yet. */
  due(): Promise<boolean>;
  /** Asks for a run of the releases job; `slot` names the two seconds it is asked in. */
  ask(slot: string): Promise<unknown>;
}

/**
 * What a write puts live (published now, approved, back on sale) is told to fans within seconds, not at the next
 * minute: after a write that changes what the public reads, a process looks whether anything is due (at most every
 * two seconds, and once more when the wait ends if writes came meanwhile) and, if so, asks for a run. The ask is
 * keyed by its two-second slot: the queue keeps one job per key (its exclusive policy), so processes asking at the
 * same moment make one run, and a run under way never swallows a later ask. Items whose scheduled time comes with no
 * write are the minute schedule's.
 */
export function wakeReleasesOnWrites(invalidation: CacheInvalidation, wake: ReleaseWake, onError: (err: unknown) => void): void {
  let last = 0;
  let pending: NodeJS.Timeout | null = null;
  const look = () => {
    pending = null;
    last = Date.now();
    wake
      .due()
      .then((due) => (due ? wake.ask(`wake-${Math.floor(last / WAKE_EVERY_MS)}`) : undefined))
      .catch(onError);
  };
  invalidation.on((event) => {
    if (event.kind !== 'public-reads' || pending) return;
    const wait = last + WAKE_EVERY_MS - Date.now();
    if (wait <= 0) look();
    else pending = setTimeout(look, wait).unref();
  });
}
