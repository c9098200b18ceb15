import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import { redisClient } from '../redis/client';

/**
 * Publishes every room broadcast through Redis so sockets on other processes receive it. While Redis is down,
 * broadcasts reach this process's sockets only; both clients reconnect by themselves.
 */
/**
 * How long a broadcast may wait its turn to be published. Not the site's usual half second: one release or mass
 * notice sends thousands of events at once (each fan's own notification and count), which queue behind each other on
 * the one connection; none is awaited, and while Redis is unreachable they still fail at once (no offline queue).
 */
const PUBLISH_TIMEOUT_MS = 30_000;

export async function attachRedisAdapter(io: Server, url: string, onError: (error: Error) => void): Promise<() => Promise<void>> {
  const pub = redisClient(url, onError, PUBLISH_TIMEOUT_MS);
  const sub = redisClient(url, onError);
  await Promise.all([pub.connect(), sub.connect()]);
  // The adapter publishes without waiting for the answer: a publish refused while Redis is unreachable would be an
  // unhandled rejection, which ends a Node process. It is reported instead (the adapter has already delivered the
  // broadcast to this process's own sockets).
  const publish = pub.publish.bind(pub);
  Object.assign(pub, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((error: Error) => {
        onError(error);
        return 0;
      }),
  });
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
