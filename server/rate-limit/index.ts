import type { FastifyRequest } from 'fastify';
import { MemoryCounters } from './counters';
import { RateLimiter, type RateRule } from './limiter';
import { RedisCounters } from './redis-counters';

export { RateLimiter, waitInWords, type RateLimit, type RateRule } from './limiter';

/**
 * Counters in Redis when REDIS_URL is set (every process counts together; each alone while Redis is unreachable,
 * with `onRedisError` told), else in this process.
 */
export async function createRateLimiter(redisUrl: string | null, onRedisError: (error: Error) => void = () => {}): Promise<RateLimiter> {
  return new RateLimiter(redisUrl ? await RedisCounters.connect(redisUrl, onRedisError) : new MemoryCounters());
}

/**
 * A route hook that counts each request under `rule` for the key `keyOf` gives (the address, the user) and
 * refuses those beyond it. As `onRequest` it counts malformed requests too; as a `preHandler` after
 * requireUser it can key by the user.
 */
export function limitRequests(limiter: RateLimiter, rule: RateRule, keyOf: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest): Promise<void> => limiter.take({ rule, key: keyOf(request) });
}
