// A child process of `npm run bench`: opens `count` socket.io connections (websocket transport only) to
// the server, authenticates each with `auth/login` { token } as the web app does, waits for
// `auth/login:success`, holds them until told to close. Talks to the bench over IPC.
import type { Socket } from 'socket.io-client';
import { signedInSocket } from './signed-in-socket';

export interface OpenRequest {
  type: 'open';
  url: string;
  token: string;
  count: number;
  /** Connections being set up at the same time. */
  concurrency: number;
}
export type ClientReport =
  { type: 'held'; authenticated: number; failed: number; ms: number; firstError: string | null } | { type: 'closed'; stillConnected: number };

const sockets: Socket[] = [];
let firstError: string | null = null;

async function authenticate(url: string, token: string): Promise<boolean> {
  const { socket, signedIn } = signedInSocket(url, token);
  sockets.push(socket);
  const error = await signedIn;
  firstError ??= error;
  return error === null;
}

async function open({ url, token, count, concurrency }: OpenRequest): Promise<void> {
  const started = Date.now();
  let next = 0;
  let authenticated = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      if (await authenticate(url, token)) authenticated++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  send({ type: 'held', authenticated, failed, ms: Date.now() - started, firstError });
}

function closeAll(): void {
  const stillConnected = sockets.filter((s) => s.connected).length;
  for (const socket of sockets) socket.close();
  send({ type: 'closed', stillConnected });
  setTimeout(() => process.exit(0), 200);
}

function send(report: ClientReport): void {
  process.send?.(report);
}

process.on('message', (message: OpenRequest | { type: 'close' }) => {
  if (message.type === 'open') void open(message);
  else if (message.type === 'close') closeAll();
});
// The bench went away without closing us: go too.
process.on('disconnect', () => process.exit(0));
