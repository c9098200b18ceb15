import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { ServerEvent, SocketPayloads } from '../../../lib/socket-events';
import { startRedis } from './redis-server';
import { disconnectAll } from './sockets';
import { createTestApp, type TestApp } from './test-app';

/** What the peer process is told to do, one JSON line each (answered by a `peer:` line with the same id). */
export type PeerOrder =
  { op: 'insert'; table: string; rows: Record<string, unknown>[] } | { op: 'toUser'; userId: string; event: ServerEvent; payload: SocketPayloads[ServerEvent] };

export const PEER_LINE = 'peer:';

export interface Peer {
  /** Base URL of the peer's HTTP and socket.io server. */
  url: string;
  send(order: PeerOrder): Promise<void>;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 45_000;
/** Jest timeout for a test that starts a peer (a second process seeds its own database copy first). */
export const TWO_PROCESSES_TIMEOUT_MS = 90_000;

/** Starts the API in a second Node process (tests/api/helpers/peer-process.ts) sharing `redisUrl` with this one. */
export async function startPeer(redisUrl: string): Promise<Peer> {
  const entry = path.join(__dirname, 'peer-process.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PEER_REDIS_URL: redisUrl, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = new Map<number, { resolve(): void; reject(err: Error): void }>();
  let ready: (url: string) => void;
  const started = new Promise<string>((resolve) => (ready = resolve));
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith(PEER_LINE)) return;
    const message = JSON.parse(line.slice(PEER_LINE.length));
    if (message.ready) return ready(message.ready);
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.ok) pending?.resolve();
    else pending?.reject(new Error(`peer: ${message.error}`));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await Promise.race([
    started,
    exited.then((code) => Promise.reject(new Error(`peer process exited (${code}) before listening`))),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('peer process not listening in time')), STARTUP_TIMEOUT_MS).unref()),
  ]).catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });

  let nextId = 1;
  return {
    url,
    send(order) {
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.stdin!.write(`${JSON.stringify({ ...order, id })}\n`);
      });
    },
    async stop() {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A test app in this process and a peer in another, sharing a throwaway redis-server; all stopped afterwards. */
export async function withPeer(run: (pair: { t: TestApp; peer: Peer }) => Promise<void>): Promise<void> {
  const redis = await startRedis();
  try {
    const t = await createTestApp({ redisUrl: redis.url });
    try {
      const peer = await startPeer(redis.url);
      try {
        await run({ t, peer });
      } finally {
        disconnectAll();
        await peer.stop();
      }
    } finally {
      await t.close();
    }
  } finally {
    await redis.stop();
  }
}
