import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { isConnectionFailure, markUnavailable } from './unavailable';

/** A request waits at most this long for a connection (a new one, or a free one from the pool), then fails with a 503. */
export const CONNECT_TIMEOUT_MS = 5000;
const MAX_CONNECTIONS = 10;

/**
 * The pg pool Kysely runs on against PostgreSQL (DATABASE_URL). What it adds to pg's:
 * - a connection timeout, so a request fails in bounded time while the database is out of reach instead of hanging;
 * - errors from reaching the database are marked (server/db/unavailable.ts), so the API answers them with a 503;
 * - an idle connection the server drops (PostgreSQL restarting: 57P01) is reported, not thrown as an uncaught
 *   'error' event; pg-pool discards that connection and the next query opens a new one.
 */
export function postgresPool(connectionString: string, onIdleError: (error: Error) => void): PostgresPool {
  const pool = new Pool({ connectionString, max: MAX_CONNECTIONS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', onIdleError);
  const wrapped = new WeakMap<PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw markUnavailable(error);
      }
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = withMarkedFailures(client);
        // Kysely keeps per-connection state keyed by the client object: hand it the same one each time.
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function withMarkedFailures(client: PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
    // A cursor (streamed query) is handed back as it is.
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
    return client.query(sqlOrCursor, parameters as unknown[]).catch((error: unknown) => {
      throw isConnectionFailure(error) ? markUnavailable(error) : error;
    });
  }
  return { query, release: () => client.release() };
}
