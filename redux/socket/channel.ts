import { eventChannel, type EventChannel } from 'redux-saga';
import type { Socket } from 'socket.io-client';
import { SOCKET_CLIENT_OPTIONS } from '../../lib/constants';

export type SocketMessage =
  | { type: 'connect' }
  | { type: 'disconnect'; reason: string }
  | { type: 'reconnecting'; attempt: number }
  | { type: 'error'; message: string }
  | { type: 'event'; event: string; payload: unknown };

/** The part of a socket.io client the saga uses (a fake in tests). */
export type SocketLike = Pick<Socket, 'on' | 'off' | 'onAny' | 'offAny' | 'emit' | 'close' | 'connect' | 'disconnect' | 'connected'> & {
  io: Pick<Socket['io'], 'on' | 'off'>;
};

/**
 * Connects as SOCKET_CLIENT_OPTIONS say (lib/constants.ts).
 * socket.io-client is loaded on demand: it is not needed to render or hydrate a page, so it stays out of
 * the first-load bundle and arrives in its own chunk while the page starts.
 */
export async function createSocket(url = process.env.NEXT_PUBLIC_SOCKET_ENDPOINT || ''): Promise<SocketLike> {
  const { io } = await import('socket.io-client');
  return io(url || undefined, SOCKET_CLIENT_OPTIONS) as unknown as SocketLike;
}

/** The socket's life as a stream of messages; closing the channel closes the socket. */
export function socketChannel(socket: SocketLike): EventChannel<SocketMessage> {
  return eventChannel<SocketMessage>((emit) => {
    const onConnect = () => emit({ type: 'connect' });
    const onDisconnect = (reason: string) => emit({ type: 'disconnect', reason });
    const onError = (error: Error) => emit({ type: 'error', message: error.message });
    const onAttempt = (attempt: number) => emit({ type: 'reconnecting', attempt });
    const onAny = (event: string, payload: unknown) => emit({ type: 'event', event, payload });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onError);
    socket.io.on('reconnect_attempt', onAttempt);
    socket.onAny(onAny);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onError);
      socket.io.off('reconnect_attempt', onAttempt);
      socket.offAny(onAny);
      socket.close();
    };
  });
}
