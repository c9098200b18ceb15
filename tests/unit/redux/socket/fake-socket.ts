import { EventEmitter } from 'node:events';
import type { SocketLike } from '../../../../redux/socket/channel';

/** Stands in for a socket.io client: tests fire its events and read what it sent. */
export class FakeSocket {
  readonly events = new EventEmitter();
  readonly manager = new EventEmitter();
  readonly sent: Array<[string, unknown]> = [];
  private anyListeners: Array<(event: string, payload: unknown) => void> = [];
  connected = false;
  closed = false;
  reconnects = 0;

  asSocket(): SocketLike {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the `connected` getter below reads this FakeSocket, not the object it is on
    const self = this;
    return {
      on: (event: string, fn: (...args: unknown[]) => void) => (self.events.on(event, fn), self.asSocket()),
      off: (event: string, fn: (...args: unknown[]) => void) => (self.events.off(event, fn), self.asSocket()),
      onAny: (fn: (event: string, payload: unknown) => void) => (self.anyListeners.push(fn), self.asSocket()),
      offAny: (fn: (event: string, payload: unknown) => void) => ((self.anyListeners = self.anyListeners.filter((f) => f !== fn)), self.asSocket()),
      emit: (event: string, payload: unknown) => (self.sent.push([event, payload]), self.asSocket()),
      close: () => ((self.closed = true), self.asSocket()),
      connect: () => ((self.reconnects += 1), self.asSocket()),
      disconnect: () => self.asSocket(),
      get connected() {
        return self.connected;
      },
      io: {
        on: (event: string, fn: (...args: unknown[]) => void) => self.manager.on(event, fn),
        off: (event: string, fn: (...args: unknown[]) => void) => self.manager.off(event, fn),
      },
    } as unknown as SocketLike;
  }

  serverConnects() {
    this.connected = true;
    this.events.emit('connect');
  }

  serverDrops(reason = 'transport close') {
    this.connected = false;
    this.events.emit('disconnect', reason);
  }

  retrying(attempt: number) {
    this.manager.emit('reconnect_attempt', attempt);
  }

  fails(message: string) {
    this.events.emit('connect_error', new Error(message));
  }

  serverSends(event: string, payload: unknown) {
    for (const fn of this.anyListeners) fn(event, payload);
  }
}
