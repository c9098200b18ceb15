import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/** Publishes every room broadcast through Redis so sockets on other processes receive it. */
export async function attachRedisAdapter(io: Server, url: string): Promise<() => Promise<void>> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
