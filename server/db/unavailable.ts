/**
 * Telling "the database cannot be reached right now" (stopped, restarting, a connection dropped, no
 * connection free in time) from a fault in a query or in our code. The API answers the first kind with a
 * 503 (server/http/error-handler.ts): nothing is wrong with the client's request, it may try again.
 */

const UNAVAILABLE = Symbol.for('limelight.database-unavailable');

/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors on the way to PostgreSQL. Only meaningful on errors from the database's own pool (see markUnavailable). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What pg and pg-pool throw, without a code, when a connection is lost or cannot be had in time. */
const CONNECTION_MESSAGES = [/^Connection terminated/, /^timeout expired$/, /^timeout exceeded when trying to connect$/, /is not queryable$/];

/** Marks an error raised while reaching the database (server/db/index.ts does, on its pool's errors). */
export function markUnavailable<E>(error: E): E {
  if (error && typeof error === 'object') (error as Record<symbol, unknown>)[UNAVAILABLE] = true;
  return error;
}

/** A socket error or pg's word for a lost connection (connecting to a host name with several addresses fails with an AggregateError of the attempts). */
export function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionFailure);
}

/** Whether the request failed because the database is out of reach: marked by the pool, or PostgreSQL said so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ((error as Record<symbol, unknown>)[UNAVAILABLE] === true) return true;
  const { code } = error as { code?: unknown };
  // Class 08 is "connection exception".
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (SERVER_CODES.has(code) || code.startsWith('08'));
}
