import { EventEmitter } from 'node:events';
import { MAX_BACKOFF_MS, REDIS_TIMEOUT_MS, redisClient } from '../redis/client';

/**
 * What one process tells the others (and itself) to forget. `resync` is this process's own, when Redis is back
 * after an outage: what others announced meanwhile was missed, so every cache forgets everything.
 */
export type Invalidation =
  | { kind: 'public-reads' }
  | { kind: 'sessions'; userId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'settings' }
  | { kind: 'country-blocks' }
  | { kind: 'resync' };

/** Whether `event` asks the caches of `kind` to forget (their own kind, or everything after an outage). */
export const concerns = (event: Invalidation, kind: Invalidation['kind']): boolean => event.kind === kind || event.kind === 'resync';

const CHANNEL = 'limelight:cache-invalidation';
/**
 * When Redis is back, every process reconnects on its own backoff: another may publish only up to this much later
 * (its longest wait plus a connect), and what it announced meanwhile is sent then. Until this has passed, this
 * process does not count on hearing everything.
 */
export const SETTLE_AFTER_RECONNECT_MS = MAX_BACKOFF_MS + REDIS_TIMEOUT_MS;
/** Announcements kept while Redis cannot take them, sent when it can; past this many the oldest are dropped. */
const MAX_PENDING = 1000;

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
  /** Announcements Redis could not take yet (this process's publisher is reconnecting). */
  private pending: string[] = [];

  on(listener: (event: Invalidation) => void): void {
    this.local.on('invalidate', listener);
  }

  emit(event: Invalidation): void {
    this.local.emit('invalidate', event);
    if (this.publishRemote) this.publish(JSON.stringify({ origin: this.origin, event }));
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
      this.settling = setTimeout(() => {
        if (!sub.isReady) return;
        this.hearing = true;
        this.local.emit('invalidate', { kind: 'resync' } satisfies Invalidation);
      }, SETTLE_AFTER_RECONNECT_MS);
      this.settling.unref();
    });
    pub.on('ready', () => {
      const kept = this.pending;
      this.pending = [];
      for (const message of kept) this.publish(message);
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

  /** Publishes, or keeps the message for when Redis takes it again (until then other processes rely on their TTLs). */
  private publish(message: string): void {
    this.publishRemote!(message).catch(() => {
      if (!this.publishRemote) return;
      this.pending.push(message);
      if (this.pending.length > MAX_PENDING) this.pending.shift();
    });
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
