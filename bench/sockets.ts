// Authenticated socket.io connections held by one server process, and what each costs in server memory.
// The clients live in one or two child processes (bench/socket-clients.ts) so the bench's own event
// loop and file limit stay out of it.
import path from 'node:path';
import { startScript, stopProcess, type Child } from '../scripts/harness/children';
import { readRss, settledRss } from './proc';
import type { ClientReport, OpenRequest } from './socket-clients';

export interface SocketsResult {
  target: number;
  authenticated: number;
  failed: number;
  connectSeconds: number;
  rssBefore: number;
  rssHeld: number;
  /** Connections still open when the clients were told to close (should equal authenticated). */
  stillConnected: number;
  firstError: string | null;
}

function nextReport<T extends ClientReport['type']>(t: Child, type: T, timeoutMs: number): Promise<Extract<ClientReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket clients: no "${type}" within ${timeoutMs / 1000} s\n${t.tail()}`)), timeoutMs);
    const onMessage = (message: ClientReport) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      t.child.off('message', onMessage);
      resolve(message as Extract<ClientReport, { type: T }>);
    };
    t.child.on('message', onMessage);
    void t.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`socket clients exited (${code})\n${t.tail()}`));
    });
  });
}

export async function holdSockets(options: { url: string; token: string; total: number; children: number; serverPid: number }): Promise<SocketsResult> {
  const rssBefore = (await settledRss(options.serverPid, 2000)) ?? 0;
  const clients: Child[] = [];
  try {
    const started = Date.now();
    const held = await Promise.all(
      Array.from({ length: options.children }, (_, i) => {
        const count = Math.floor(options.total / options.children) + (i < options.total % options.children ? 1 : 0);
        const t = startScript(`sockets-${i + 1}`, path.join(__dirname, 'socket-clients.ts'));
        clients.push(t);
        const request: OpenRequest = { type: 'open', url: options.url, token: options.token, count, concurrency: 50 };
        t.child.send(request);
        return nextReport(t, 'held', 10 * 60_000);
      }),
    );
    const connectSeconds = (Date.now() - started) / 1000;
    // Let the server finish its auth work and settle before reading its memory.
    const rssHeld = (await settledRss(options.serverPid, 3000)) ?? readRss(options.serverPid) ?? 0;
    const closed = await Promise.all(
      clients.map((t) => {
        const report = nextReport(t, 'closed', 30_000);
        t.child.send({ type: 'close' });
        return report;
      }),
    );
    return {
      target: options.total,
      authenticated: held.reduce((n, r) => n + r.authenticated, 0),
      failed: held.reduce((n, r) => n + r.failed, 0),
      connectSeconds,
      rssBefore,
      rssHeld,
      stillConnected: closed.reduce((n, r) => n + r.stillConnected, 0),
      firstError: held.find((r) => r.firstError)?.firstError ?? null,
    };
  } finally {
    await Promise.all(clients.map((t) => stopProcess(t, 5000)));
  }
}
