import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { TestApp } from './test-app';

/** Real socket.io clients against a listening test app; `disconnectAll` after each test. */
const open: Socket[] = [];

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export function client(base: string, extraHeaders?: Record<string, string>): Socket {
  const socket = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders });
  open.push(socket);
  return socket;
}

export function disconnectAll(): void {
  while (open.length) open.pop()!.disconnect();
}

export function next<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Signs the socket in and waits for the answer (socket.io keeps order per socket, so what was sent before is handled too). */
export async function roundTrip(socket: Socket, token: string): Promise<void> {
  const ok = next(socket, SOCKET_EVENTS.authSuccess);
  socket.emit(SOCKET_EVENTS.authLogin, { token });
  await ok;
}

/** Collects what the socket hears of `event` from now on. */
export function recorder(socket: Socket, event: string): unknown[] {
  const heard: unknown[] = [];
  socket.on(event, (payload: unknown) => heard.push(payload));
  return heard;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
