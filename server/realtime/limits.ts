import type { RateRule } from '../rate-limit';

/** auth/login events on one connection: a page sends one per connect and one per login. */
export const SOCKET_LOGINS: RateRule = {
  name: 'socket-logins',
  max: 10,
  windowMs: 60_000,
  message: (wait) => `Too many login attempts on this connection. Please try again in ${wait}.`,
  code: 'TOO_MANY_SOCKET_LOGINS',
};
