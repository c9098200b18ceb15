import { LRUCache } from 'lru-cache';

export interface ReadCacheOptions {
  /** How long an entry may be served, in ms (0 turns the cache off: every read goes to its loader). */
  ttlMs: number;
  /** Upper bound on what the entries weigh (string length, or an estimate for objects). */
  maxSize?: number;
}

const OBJECT_WEIGHT = 4_000;

/**
 * Short-lived shared cache for reads that are the same for every anonymous viewer.
 * - single-flight: concurrent misses of one key share one load (lru-cache's fetch);
 * - invalidate() drops everything at once: keys carry a generation, so a load that started before a
 *   write can neither be joined by nor answer a request that arrives after it.
 * Never put anything that depends on the viewer in here.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries: LRUCache<string, NonNullable<unknown>, () => Promise<NonNullable<unknown>>>;

  constructor(private readonly options: ReadCacheOptions) {
    this.entries = new LRUCache({
      ttl: Math.max(options.ttlMs, 1),
      maxSize: options.maxSize ?? 64 * 1024 * 1024,
      sizeCalculation: (value) => (typeof value === 'string' ? Math.max(value.length, 1) : OBJECT_WEIGHT),
      fetchMethod: (_key, _stale, { context }) => context(),
      // clear() aborts loads in flight, and an aborted fetch rejects ("deleted"): the reads waiting on it would fail
      // with a 500 whenever a write lands meanwhile. Let them finish: their key is of the old generation, so what they
      // load answers only the requests that were already waiting for it.
      ignoreFetchAbort: true,
    });
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The cached value of `key`, or what `load` resolves to (stored for ttlMs). */
  async fetch<T extends NonNullable<unknown>>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const value = await this.entries.fetch(`${this.generation}:${key}`, { context: load });
    return value as T;
  }

  /** Everything cached so far is gone; the next read of every key loads afresh. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
