// A child process of the release rows: one socket.io connection (websocket) per token, each signed in as its own fan
// with `auth/login` as the web app does, held until told to close; notes when each hears `notification/new` (the
// event and the bell count) on this machine's clock. Talks to the bench over IPC.
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type SocketPayloads } from '../lib/socket-events';
import { signedInSocket } from './signed-in-socket';

export type ReleaseClientRequest =
  { type: 'open'; url: string; tokens: string[]; concurrency: number } | { type: 'status' } | { type: 'report'; expectedUnread: number } | { type: 'close' };

export type ReleaseClientReport =
  | { type: 'held'; authenticated: number; failed: number; firstError: string | null }
  | { type: 'status'; received: number }
  | {
      type: 'report';
      /** Date.now() when each socket first heard the event. */
      arrivals: number[];
      /** The notifications' createdAt as sent (when the announcing transaction began). */
      createdAt: string[];
      /** Sockets whose bell count was the expected one, and events heard more than once. */
      rightCount: number;
      repeats: number;
    };

type NewNotification = SocketPayloads[typeof SOCKET_EVENTS.notificationNew];
interface Heard {
  at: number;
  payload: NewNotification;
  times: number;
}

const sockets: Socket[] = [];
const heard = new Map<Socket, Heard>();
let firstError: string | null = null;

async function connect(url: string, token: string): Promise<boolean> {
  const { socket, signedIn } = signedInSocket(url, token);
  sockets.push(socket);
  socket.on(SOCKET_EVENTS.notificationNew, (payload: NewNotification) => {
    const at = Date.now();
    const before = heard.get(socket);
    if (before) before.times++;
    else heard.set(socket, { at, payload, times: 1 });
  });
  const error = await signedIn;
  firstError ??= error;
  return error === null;
}

async function open({ url, tokens, concurrency }: Extract<ReleaseClientRequest, { type: 'open' }>): Promise<void> {
  let next = 0;
  let authenticated = 0;
  let failed = 0;
  const lane = async () => {
    while (next < tokens.length) {
      if (await connect(url, tokens[next++])) authenticated++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tokens.length) }, lane));
  send({ type: 'held', authenticated, failed, firstError });
}

function report(expectedUnread: number): void {
  const all = [...heard.values()];
  send({
    type: 'report',
    arrivals: all.map((h) => h.at),
    createdAt: [...new Set(all.map((h) => h.payload.notification.createdAt))],
    rightCount: all.filter((h) => h.payload.unread === expectedUnread).length,
    repeats: all.reduce((n, h) => n + h.times - 1, 0),
  });
}

function send(message: ReleaseClientReport): void {
  process.send?.(message);
}

process.on('message', (message: ReleaseClientRequest) => {
  if (message.type === 'open') void open(message);
  else if (message.type === 'status') send({ type: 'status', received: heard.size });
  else if (message.type === 'report') report(message.expectedUnread);
  else if (message.type === 'close') {
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 200);
  }
});
// The bench went away without closing us: go too.
process.on('disconnect', () => process.exit(0));
