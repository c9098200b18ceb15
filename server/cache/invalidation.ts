import { EventEmitter } from 'node:events';
import { MAX_BACKOFF_MS, REDIS_TIMEOUT_MS, redisClient } from '../redis/client';

/**
 * What one process tells the others (and itself) to forget, or to let go of. `resync` is this process's own, when
 * Redis is back after an outage: what others announced meanwhile was missed, so every cache forgets everything.
 * `upload-lock-wanted`: a request waits for the lock on an upload that a request in some process holds (tus asks
 * the holder to finish early, e.g. a PATCH on a connection that dropped without the server seeing it).
 */
export type Invalidation =
  | { kind: 'public-reads' }
  | { kind: 'upload-lock-wanted'; uploadId: string }
  | { kind: 'sessions'; userId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'settings' }
  | { kind: 'country-blocks' }
  | { kind: 'resync' };

/** Whether `event` asks the caches of `kind` to forget (their own kind, or everything after an outage). */
export const concerns = (event: Invalidation, kind: Invalidation['kind']): boolean => event.kind === kind || event.kind === 'resync';

const CHANNEL = 'limelight:cache-invalidation';
/**
 * When Redis is back, every process reconnects on its own backoff: another process's publisher may be back up to
 * this much later than this one's subscriber (its longest wait plus a connect), and what it announces before then is
 * lost. So this process counts on hearing everything (and forgets its caches, a resync) only once this has passed.
 */
const SETTLE_AFTER_RECONNECT_MS = MAX_BACKOFF_MS + REDIS_TIMEOUT_MS;

/**
 * The one way to announce that cached data went stale. Listeners run in this process at once, and in
 * every other process when REDIS_URL is set (published on a Redis channel).
 */
export class CacheInvalidation {
  private readonly local = new EventEmitter();
  private publishRemote: ((message: string) => Promise<unknown>) | null = null;
  private closeRemote: (() => Promise<void>) | null = null;
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  /** False while Redis is configured but unreachable (and while it settles after): others' invalidations may be missed. */
  private hearing = true;
  private settling: NodeJS.Timeout | undefined;

  on(listener: (event: Invalidation) => void): void {
    this.local.on('invalidate', listener);
  }

  /**
   * Tells every process. Resolves once the others can hear it (Redis took the message) or cannot (Redis
   * unreachable: they distrust their caches until it is back); never rejects. A caller that answers "done"
   * (a logout) awaits it, so a process killed just after answering has told the others first.
   */
  async emit(event: Invalidation): Promise<void> {
    this.local.emit('invalidate', event);
    try {
      await this.publishRemote?.(JSON.stringify({ origin: this.origin, event }));
    } catch {
      // Redis is unreachable: the others cannot hear it either, and trust their caches again only once it has
      // settled (resyncing then), so nothing they cache outlives this; meanwhile TTLs bound staleness.
    }
  }

  /**
   * Whether this process hears every other process's invalidations now: always without Redis (one process), and
   * with it while it is reachable. A cache that must never be stale (sessions) is bypassed while this is false.
   */
  hearsEveryProcess(): boolean {
    return this.hearing;
  }

  /** Connects to Redis so invalidations cross processes (reconnecting by itself after an outage). */
  async connect(url: string, onError: (error: Error) => void = () => {}): Promise<void> {
    const pub = redisClient(url, onError);
    const sub = redisClient(url, onError);
    const lose = () => {
      this.hearing = false;
      clearTimeout(this.settling);
    };
    sub.on('end', lose);
    sub.on('error', lose);
    sub.on('ready', () => {
      if (this.hearing) return;
      clearTimeout(this.settling);
      // Cancelled by `lose` if the subscriber drops again meanwhile.
      this.settling = setTimeout(() => {
        this.hearing = true;
        this.local.emit('invalidate', { kind: 'resync' } satisfies Invalidation);
      }, SETTLE_AFTER_RECONNECT_MS);
      this.settling.unref();
    });
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(CHANNEL, (raw) => {
      const parsed = parseMessage(raw);
      if (parsed && parsed.origin !== this.origin) this.local.emit('invalidate', parsed.event);
    });
    this.publishRemote = (message) => pub.publish(CHANNEL, message);
    this.closeRemote = async () => {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    };
  }

  async close(): Promise<void> {
    clearTimeout(this.settling);
    this.publishRemote = null;
    await this.closeRemote?.();
    this.closeRemote = null;
  }
}

function parseMessage(raw: string): { origin: string; event: Invalidation } | null {
  try {
    const parsed = JSON.parse(raw) as { origin?: unknown; event?: { kind?: unknown } };
    if (typeof parsed.origin !== 'string' || typeof parsed.event?.kind !== 'string') return null;
    return parsed as { origin: string; event: Invalidation };
  } catch {
    return null;
  }
}
