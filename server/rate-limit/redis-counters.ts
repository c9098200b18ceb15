import { redisClient, type RedisClient } from '../redis/client';
import { MemoryCounters, type WindowCount, type WindowCounters } from './counters';

const PREFIX = 'limelight:rate:';

// One round trip, atomic: the first hit sets the window's expiry; later hits only read what is left of it.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

/**
 * The counters in Redis (REDIS_URL), so that every process of the site counts together. While Redis cannot answer
 * (down, or slower than REDIS_TIMEOUT_MS), each process counts alone in memory: the limits hold per process, a
 * request is never kept waiting, and the shared counts resume when Redis is back.
 */
export class RedisCounters implements WindowCounters {
  private readonly local = new MemoryCounters();

  private constructor(private readonly client: RedisClient) {}

  static async connect(url: string, onError: (error: Error) => void): Promise<RedisCounters> {
    const client = redisClient(url, onError);
    await client.connect();
    return new RedisCounters(client);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.orLocally(
      async () => toCount(await this.client.eval(HIT, { keys: [PREFIX + key], arguments: [String(windowMs)] })),
      () => this.local.hit(key, windowMs),
    );
  }

  async peek(key: string): Promise<WindowCount> {
    return this.orLocally(
      async () => toCount(await this.client.eval(PEEK, { keys: [PREFIX + key] })),
      () => this.local.peek(key),
    );
  }

  async clear(key: string): Promise<void> {
    await this.local.clear(key);
    await this.orLocally(
      () => this.client.del(PREFIX + key),
      async () => 0,
    );
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }

  private async orLocally<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.client.isReady) return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  }
}

function toCount(reply: unknown): WindowCount {
  const [count, ttl] = reply as [number, number];
  return count > 0 ? { count, resetAt: Date.now() + Math.max(ttl, 0) } : { count: 0, resetAt: 0 };
}
