import { sql } from 'kysely';
import type { DatabaseHandle } from './index';

/** The advisory lock the processes of one site take turns on at start-up: any number they all agree on. */
const STARTUP_LOCK_KEY = 7_202_611;

/**
 * Runs `work` holding a PostgreSQL session advisory lock, so that processes started at the same instant on an
 * empty database migrate and seed one after another: the first does it, the others then find it done. The lock is
 * held on a connection of its own while the work uses the pool. The embedded database belongs to one process:
 * there is no one to wait for.
 */
export async function withStartupLock<T>(handle: Pick<DatabaseHandle, 'db' | 'pglite'>, work: () => Promise<T>): Promise<T> {
  if (handle.pglite) return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
