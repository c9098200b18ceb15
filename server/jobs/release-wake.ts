import type { CacheInvalidation } from '../cache/invalidation';

/** The recurring job that tells fans of what went live (server/jobs/recurring.ts). */
export const RELEASES_JOB = 'releases-announce';

/** A process asks for a run at most this often; a write meanwhile asks at the end of the wait. */
const WAKE_EVERY_MS = 2000;

/**
 * What a write puts live (published now, approved, back on sale) is told to fans within seconds, not at the next
 * minute: every write that changes what the public reads asks for a run of the releases job (`ask`), at most once
 * every two seconds per process, and the queue keeps at most one waiting however many processes ask (its exclusive
 * policy). A write that lands while a run is under way is the minute schedule's, as is an item whose scheduled time
 * comes with no write.
 */
export function wakeReleasesOnWrites(invalidation: CacheInvalidation, ask: () => Promise<unknown>, onError: (err: unknown) => void): void {
  let last = 0;
  let pending: NodeJS.Timeout | null = null;
  const wake = () => {
    pending = null;
    last = Date.now();
    ask().catch(onError);
  };
  invalidation.on((event) => {
    if (event.kind !== 'public-reads' || pending) return;
    const wait = last + WAKE_EVERY_MS - Date.now();
    if (wait <= 0) wake();
    else pending = setTimeout(wake, wait).unref();
  });
}
