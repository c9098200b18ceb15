import { createClient } from 'redis';

/** How long connecting, or any command, may take before it fails (Redis answers in well under a millisecond). */
export const REDIS_TIMEOUT_MS = 500;
/** The longest wait between two attempts to reconnect. */
export const MAX_BACKOFF_MS = 2000;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A Redis client as every part of the site makes one: while Redis is unreachable its commands fail at once (no
 * offline queue) or after REDIS_TIMEOUT_MS (or `commandTimeoutMs`), never hang, and the client reconnects by itself with backoff (100 ms
 * doubling to 2 s) for as long as it takes; subscriptions are renewed on reconnect. Its errors are reported to
 * `onError` (a client without an error listener would crash the process), at most once per outage.
 */
export function redisClient(url: string, onError: (error: Error) => void, commandTimeoutMs = REDIS_TIMEOUT_MS): RedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_BACKOFF_MS) },
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    onError(error);
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}
