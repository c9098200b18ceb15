import { EventEmitter } from 'node:events';
import { createClient } from 'redis';

/** What one process tells the others (and itself) to forget. */
export type Invalidation =
  { kind: 'public-reads' } | { kind: 'sessions'; userId: string } | { kind: 'session'; sessionId: string } | { kind: 'settings' } | { kind: 'country-blocks' };

const CHANNEL = 'limelight:cache-invalidation';

/**
 * The one way to announce that cached data went stale. Listeners run in this process at once, and in
 * every other process when REDIS_URL is set (published on a Redis channel).
 */
export class CacheInvalidation {
  private readonly local = new EventEmitter();
  private publishRemote: ((message: string) => Promise<unknown>) | null = null;
  private closeRemote: (() => Promise<void>) | null = null;
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  on(listener: (event: Invalidation) => void): void {
    this.local.on('invalidate', listener);
  }

  emit(event: Invalidation): void {
    this.local.emit('invalidate', event);
    if (this.publishRemote) {
      this.publishRemote(JSON.stringify({ origin: this.origin, event })).catch(() => {
        // Another process keeps its entries until they expire (ttl): the bound on staleness holds.
      });
    }
  }

  /** Connects to Redis so invalidations cross processes. */
  async connect(url: string): Promise<void> {
    const pub = createClient({ url });
    const sub = pub.duplicate();
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
