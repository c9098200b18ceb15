import { tooManyRequests } from '../http/errors';
import type { WindowCounters } from './counters';

/** A ceiling: at most `max` counted events per key in a window of `windowMs`. */
export interface RateRule {
  /** Names the rule's counters (unique per rule). */
  name: string;
  max: number;
  windowMs: number;
  /** The refusal's message, given the wait in words ("40 seconds", "12 minutes"). */
  message: (wait: string) => string;
  code: string;
}

/** One counter: a rule, and whose events it counts (an address, a user id, a socket id...). */
export interface RateLimit {
  rule: RateRule;
  key: string;
}

/**
 * The one rate-limit helper: every ceiling of the site (requests per address, failed logins, password changes,
 * uploads, socket logins, comments) counts through it, in memory or, with REDIS_URL, in Redis. A refusal is an
 * HttpError 429 whose message says how long to wait, with a Retry-After header.
 */
export class RateLimiter {
  constructor(private readonly counters: WindowCounters) {}

  /** Counts this event and refuses it (429) when it goes beyond the ceiling. */
  async take({ rule, key }: RateLimit): Promise<void> {
    const { count, resetAt } = await this.counters.hit(counterKey(rule, key), rule.windowMs);
    if (count > rule.max) throw refusal(rule, resetAt);
  }

  /** Counts this event; false when it goes beyond the ceiling (for work that is skipped rather than refused). */
  async tryTake({ rule, key }: RateLimit): Promise<boolean> {
    const { count } = await this.counters.hit(counterKey(rule, key), rule.windowMs);
    return count <= rule.max;
  }

  /** Refuses when any of the counters has already reached its ceiling; counts nothing (the longest wait is given). */
  async assertUnder(limits: RateLimit[]): Promise<void> {
    const counts = await Promise.all(limits.map(({ rule, key }) => this.counters.peek(counterKey(rule, key))));
    const reached = limits
      .map(({ rule }, i) => ({ rule, ...counts[i] }))
      .filter(({ rule, count }) => count >= rule.max)
      .sort((a, b) => b.resetAt - a.resetAt);
    if (reached.length) throw refusal(reached[0].rule, reached[0].resetAt);
  }

  /** How many events the counter holds in its current window (counts nothing). */
  async countOf({ rule, key }: RateLimit): Promise<number> {
    return (await this.counters.peek(counterKey(rule, key))).count;
  }

  /** Counts one event on each counter without refusing anything (a failure that assertUnder will weigh next time). */
  async count(limits: RateLimit[]): Promise<void> {
    await Promise.all(limits.map(({ rule, key }) => this.counters.hit(counterKey(rule, key), rule.windowMs)));
  }

  async clear({ rule, key }: RateLimit): Promise<void> {
    await this.counters.clear(counterKey(rule, key));
  }

  close(): Promise<void> {
    return this.counters.close();
  }
}

const counterKey = (rule: RateRule, key: string) => `${rule.name}:${key}`;

function refusal(rule: RateRule, resetAt: number) {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return tooManyRequests(rule.message(waitInWords(seconds)), seconds, rule.code);
}

/** "1 second", "40 seconds", "1 minute", "15 minutes" (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
