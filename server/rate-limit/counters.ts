import { LRUCache } from 'lru-cache';

/** A counter's value in its current window, and when that window ends (ms since the epoch). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters: the first hit of a key opens a window of `windowMs`; every hit inside it adds one;
 * when it ends the key starts again from zero. In memory (one process) or in Redis (shared by every process).
 */
export interface WindowCounters {
  /** Adds one to the key's count and answers the new count. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's count without changing it (zero when no window is open). */
  peek(key: string): Promise<WindowCount>;
  /** Forgets the key: its next hit opens a new window. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const EMPTY: WindowCount = { count: 0, resetAt: 0 };

/** The counters of one process; the least recently hit keys go first when 100,000 are open. */
export class MemoryCounters implements WindowCounters {
  private readonly windows = new LRUCache<string, WindowCount>({ max: 100_000, ttlAutopurge: false });

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    const open = this.windows.get(key);
    const next = open && open.resetAt > now ? { count: open.count + 1, resetAt: open.resetAt } : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next, { ttl: next.resetAt - now });
    return next;
  }

  async peek(key: string): Promise<WindowCount> {
    const open = this.windows.get(key);
    return open && open.resetAt > Date.now() ? open : EMPTY;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
