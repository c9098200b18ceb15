// A child process of the message rows: one socket.io connection per token (signed in with `auth/login`, as the web
// app does), held until told to close. For the round trip it sends messages over HTTP for its pairs and notes when
// the other person's socket hears each (`message/new`); for a message to all it notes when each socket first hears one.
// Talks to the bench over IPC.
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type SocketPayloads } from '../lib/socket-events';
import { signedInSocket } from './signed-in-socket';

export type MessageClientRequest =
  | { type: 'open'; sockets: Array<{ url: string; token: string }>; concurrency: number }
  | {
      type: 'chat';
      base: string;
      pairs: Array<{ conversationId: string; a: number; b: number }>;
      rounds: number;
      /** Each pair's pace: one message every this many ms, the pairs' starts spread over one interval (0: at once, back to back). */
      everyMs: number;
    }
  | { type: 'status' }
  | { type: 'close' };

export type MessageClientReport =
  | { type: 'held'; authenticated: number; failed: number; firstError: string | null }
  | { type: 'chat'; latencies: number[]; lost: number; failedSends: number; firstError: string | null }
  | { type: 'status'; heard: number; arrivals: number[] };

type NewMessage = SocketPayloads[typeof SOCKET_EVENTS.messageNew];

const sockets: Socket[] = [];
const tokens: string[] = [];
/** When a socket heard a message (`${socket}:${message id}`): the socket may hear it before its sender's POST answers. */
const heardAt = new Map<string, number>();
const waiting = new Map<string, (at: number) => void>();
/** When each socket first heard any message it did not send (a message to all). */
const firstHeard = new Map<number, number>();
let firstError: string | null = null;

async function connect(url: string, token: string, index: number): Promise<boolean> {
  const { socket, signedIn } = signedInSocket(url, token);
  sockets[index] = socket;
  tokens[index] = token;
  socket.on(SOCKET_EVENTS.messageNew, (payload: NewMessage) => {
    const at = Date.now();
    // Only the receiver's copy carries their unread counts.
    if (payload.unread === null) return;
    if (!firstHeard.has(index)) firstHeard.set(index, at);
    const key = `${index}:${payload.message._id}`;
    heardAt.set(key, at);
    waiting.get(key)?.(at);
  });
  const error = await signedIn;
  firstError ??= error;
  return error === null;
}

async function open({ sockets: wanted, concurrency }: Extract<MessageClientRequest, { type: 'open' }>): Promise<void> {
  let next = 0;
  let authenticated = 0;
  let failed = 0;
  const lane = async () => {
    while (next < wanted.length) {
      const i = next++;
      if (await connect(wanted[i].url, wanted[i].token, i)) authenticated++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, wanted.length) }, lane));
  send({ type: 'held', authenticated, failed, firstError });
}

/** One message over HTTP from socket `from`'s user; resolves with the ms until socket `to` heard it (null: not in 10 s). */
async function roundTrip(base: string, conversationId: string, from: number, to: number, n: number): Promise<number | null> {
  const started = Date.now();
  const res = await fetch(`${base}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[from]}` },
    body: JSON.stringify({ body: `Bench message ${n}` }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`send: ${res.status} ${text.slice(0, 200)}`);
  const id = (JSON.parse(text) as { data: { _id: string } }).data._id;
  const key = `${to}:${id}`;
  const already = heardAt.get(key);
  if (already !== undefined) return already - started;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(key);
      resolve(null);
    }, 10_000);
    waiting.set(key, (at) => {
      clearTimeout(timer);
      waiting.delete(key);
      resolve(at - started);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function chat({ base, pairs, rounds, everyMs }: Extract<MessageClientRequest, { type: 'chat' }>): Promise<void> {
  const latencies: number[] = [];
  let lost = 0;
  let failedSends = 0;
  let error: string | null = null;
  // Every pair talks, taking turns: a writes, b answers, and so on; paced, each message waits for its time (a late one
  // goes at once), so the load is what was asked whatever the latency.
  const started = Date.now();
  await Promise.all(
    pairs.map(async ({ conversationId, a, b }, i) => {
      const offset = everyMs > 0 ? (i / pairs.length) * everyMs : 0;
      for (let n = 0; n < rounds; n++) {
        if (everyMs > 0) await sleep(started + offset + n * everyMs - Date.now());
        const [from, to] = n % 2 === 0 ? [a, b] : [b, a];
        try {
          const ms = await roundTrip(base, conversationId, from, to, n);
          if (ms === null) lost++;
          else latencies.push(ms);
        } catch (err) {
          failedSends++;
          error ??= (err as Error).message;
        }
      }
    }),
  );
  send({ type: 'chat', latencies, lost, failedSends, firstError: error });
}

function send(message: MessageClientReport): void {
  process.send?.(message);
}

process.on('message', (request: MessageClientRequest) => {
  if (request.type === 'open') void open(request);
  else if (request.type === 'chat') void chat(request);
  else if (request.type === 'status') send({ type: 'status', heard: firstHeard.size, arrivals: [...firstHeard.values()] });
  else if (request.type === 'close') {
    for (const socket of sockets) socket?.close();
    process.exit(0);
  }
});
