// A child process of `npm run bench`: opens `count` socket.io connections (websocket transport only) to
// the server, authenticates each with `auth/login` { token } as the web app does, waits for
// `auth/login:success`, holds them until told to close. Talks to the bench over IPC.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../lib/socket-events';

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

function authenticate(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, timeout: 60_000 });
    sockets.push(socket);
    const done = (ok: boolean, error?: string) => {
      clearTimeout(timer);
      if (!ok && error && !firstError) firstError = error;
      resolve(ok);
    };
    const timer = setTimeout(() => done(false, 'no auth/login answer within 60 s'), 60_000);
    socket.on('connect', () => socket.emit(SOCKET_EVENTS.authLogin, { token }));
    socket.on(SOCKET_EVENTS.authSuccess, () => done(true));
    socket.on(SOCKET_EVENTS.authError, (body: { message?: string }) => done(false, `auth/login:error ${body?.message ?? ''}`));
    socket.on('connect_error', (err: Error) => done(false, `connect_error ${err.message}`));
  });
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
