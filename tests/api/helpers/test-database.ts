import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db';

/**
 * The API suites run on the embedded database by default, and on a real PostgreSQL when TEST_DATABASE_URL names
 * a server (CI runs them both ways). Either way each test file gets its own copy of one migrated, seeded
 * template (tests/api/global-setup.ts): a PGlite dump, or a PostgreSQL database created from a template one.
 */
export const TEMPLATE_DATABASE = 'limelight_test_template';

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

function urlOf(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The template database, emptied and ready to migrate and seed (global setup). */
export async function freshTemplateUrl(): Promise<string> {
  await admin(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  return urlOf(TEMPLATE_DATABASE);
}

/** A copy of the template for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (!onPostgres()) return openDatabase({ loadDataDir: new Blob([fs.readFileSync(process.env.LIMELIGHT_TEST_TEMPLATE!)]) });
  const name = `limelight_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  const handle = await openDatabase({ databaseUrl: urlOf(name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** An empty PostgreSQL database of its own (not from the template), for start-up tests; drop it when done. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `limelight_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  return { url: urlOf(name), drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}
