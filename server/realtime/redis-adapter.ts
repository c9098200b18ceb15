import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import { redisClient } from '../redis/client';

/**
 * Publishes every room broadcast through Redis so sockets on other processes receive it. While Redis is down,
 * broadcasts reach this process's sockets only; both clients reconnect by themselves.
 */
export async function attachRedisAdapter(io: Server, url: string, onError: (error: Error) => void): Promise<() => Promise<void>> {
  const pub = redisClient(url, onError);
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
