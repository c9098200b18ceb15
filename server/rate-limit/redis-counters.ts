import { createClient } from 'redis';
import type { WindowCount, WindowCounters } from './counters';

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

/** The counters in Redis (REDIS_URL), so that every process of the site counts together. */
export class RedisCounters implements WindowCounters {
  private constructor(private readonly client: ReturnType<typeof createClient>) {}

  static async connect(url: string): Promise<RedisCounters> {
    const client = createClient({ url });
    await client.connect();
    return new RedisCounters(client);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const reply = await this.client.eval(HIT, { keys: [PREFIX + key], arguments: [String(windowMs)] });
    return toCount(reply);
  }

  async peek(key: string): Promise<WindowCount> {
    return toCount(await this.client.eval(PEEK, { keys: [PREFIX + key] }));
  }

  async clear(key: string): Promise<void> {
    await this.client.del(PREFIX + key);
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}

function toCount(reply: unknown): WindowCount {
  const [count, ttl] = reply as [number, number];
  return count > 0 ? { count, resetAt: Date.now() + Math.max(ttl, 0) } : { count: 0, resetAt: 0 };
}
