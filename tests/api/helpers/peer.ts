import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { startRedis } from './redis-server';
import { disconnectAll } from './sockets';
import { createTestApp, type TestApp } from './test-app';

/**
 * A second API server standing for another process of a deployment: its own services, Redis clients, socket.io
 * server and data folder, on the same database and Redis, serving real HTTP and sockets on a loopback port. The
 * server keeps no state at module level, so two instances in one Node process share nothing but what two processes
 * share (a child process cost about 20 s of start-up per test on 2 cores, for no difference in what is tested).
 */
export interface Peer {
  /** Base URL of the peer's HTTP and socket.io server. */
  url: string;
  app: FastifyInstance;
}

/** Jest timeout for a test that starts a peer and a throwaway redis-server. */
export const TWO_PROCESSES_TIMEOUT_MS = 60_000;

async function startPeer(t: TestApp): Promise<{ peer: Peer; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-peer-'));
  const app = await buildApp({ config: { ...t.config, dataDir }, db: t.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    peer: { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app and a peer sharing its database and a throwaway redis-server; all stopped afterwards. */
export async function withPeer(run: (pair: { t: TestApp; peer: Peer }) => Promise<void>): Promise<void> {
  const redis = await startRedis();
  try {
    const t = await createTestApp({ redisUrl: redis.url });
    try {
      const { peer, close } = await startPeer(t);
      try {
        await run({ t, peer });
      } finally {
        disconnectAll();
        await close();
      }
    } finally {
      await t.close();
    }
  } finally {
    await redis.stop();
  }
}
