// The database a run wrote to, opened with the project's own openDatabase: the embedded one (after the server has
// stopped: it is one process's) or PostgreSQL (any time).
import { embeddedDataDir, openDatabase, type Db } from '../../../server/db';

export type DatabaseAt = { dataDir: string } | { databaseUrl: string };

export async function withDatabase<T>(at: DatabaseAt, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openDatabase('databaseUrl' in at ? { databaseUrl: at.databaseUrl } : { dataDir: embeddedDataDir(at.dataDir) });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
