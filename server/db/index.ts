import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Database } from './schema';
import { postgresPool } from './postgres-pool';
import { migrationProvider } from './migrations';

// bigint (count(*), sums) arrives as a string from pg; our counts fit in a JS number.
types.setTypeParser(types.builtins.INT8, (v) => Number.parseInt(v, 10));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** The embedded engine when running on PGlite (null on PostgreSQL). */
  pglite: PGlite | null;
  /**
   * How the job queue reaches this database: PostgreSQL through a pool of its own; the embedded database through
   * the pool Kysely uses (its one connection, so the queue's statements wait for our transactions, never run inside).
   */
  queueConnection: QueueConnection;
  close(): Promise<void>;
}

export type QueueConnection = { connectionString: string } | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export interface DatabaseOptions {
  databaseUrl?: string | null;
  /** Folder for the embedded database; omitted means in memory. */
  dataDir?: string | null;
  /** A dump made by PGlite.dumpDataDir(), to start an in-memory copy from (tests). */
  loadDataDir?: Blob | File;
  /** PostgreSQL dropped an idle connection (it restarted, or an admin ended it); the pool opens a new one when needed. */
  onConnectionLost?: (error: Error) => void;
}

function reportLostConnection(error: Error): void {
  console.warn(`database: an idle connection was lost (${error.message}); the next query opens a new one`);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, options.onConnectionLost ?? reportLostConnection);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pglite: null, queueConnection: { connectionString: options.databaseUrl }, close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(options.dataDir);
  } else {
    pglite = await PGlite.create({ loadDataDir: options.loadDataDir });
  }
  const pool = new Pool(createPgConfig(pglite) as never);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pglite,
    queueConnection: { executeSql: (text, values) => pool.query(text, values) },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
