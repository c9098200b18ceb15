import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../lib/socket-events';

/** How long a socket may take to connect and sign in before it counts as failed. */
const SIGN_IN_MS = 60_000;

/**
 * A socket.io connection (websocket only, no reconnection) signed in as the web app does (`auth/login` { token }).
 * `signedIn` resolves with null once the server says so, or with why it did not within a minute.
 */
export function signedInSocket(url: string, token: string): { socket: Socket; signedIn: Promise<string | null> } {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, timeout: SIGN_IN_MS });
  const signedIn = new Promise<string | null>((resolve) => {
    const done = (error: string | null) => {
      clearTimeout(timer);
      resolve(error);
    };
    const timer = setTimeout(() => done('no auth/login answer within 60 s'), SIGN_IN_MS);
    socket.on('connect', () => socket.emit(SOCKET_EVENTS.authLogin, { token }));
    socket.on(SOCKET_EVENTS.authSuccess, () => done(null));
    socket.on(SOCKET_EVENTS.authError, (body: { message?: string }) => done(`auth/login:error ${body?.message ?? ''}`));
    socket.on('connect_error', (err: Error) => done(`connect_error ${err.message}`));
  });
  return { socket, signedIn };
}
