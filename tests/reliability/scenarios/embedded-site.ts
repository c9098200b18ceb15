// The embedded-database site of the load-and-kill run: a fresh data folder, seeded with the demo site by the
// server's first start, plus the run's accounts made through the API; then stopped, so that the counters can be read
// in the database before any traffic.
import fs from 'node:fs';
import path from 'node:path';
import { createAccounts, type Account } from '../accounts';
import { counterOffsets, type CounterOffsets } from '../checks/counters';
import { withDatabase } from '../checks/database';
import { createJourneys } from '../journeys';
import type { Journey } from '../journeys/types';
import type { Figure } from '../properties';
import { seconds } from '../report';
import type { Settings } from '../settings';
import { Api } from '../support/api';
import { tempDir } from '../../../scripts/harness/children';
import { freePort } from '../support/ports';
import { LimelightServer } from '../support/server';

export interface EmbeddedSite {
  /** Holds the data folder and the server logs (and, with RELIABILITY_KEEP=1, each run's requests). */
  root: string;
  dataDir: string;
  server: LimelightServer;
  /** One per virtual user, then one per socket listener. */
  accounts: Account[];
  /** Counter minus rows per counter, as the last stop left the database. */
  offsets: CounterOffsets;
  /** Shared by the runs on this database: what they remember matches what it holds. */
  journeys: Journey[];
  /** How the preparation went: printed with the first run that uses the site. */
  figures: Figure[];
}

export async function prepareEmbeddedSite(settings: Settings): Promise<EmbeddedSite> {
  const root = tempDir('embedded');
  const dataDir = path.join(root, 'data');
  const logDir = path.join(root, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const server = new LimelightServer({ port: await freePort(settings.ports), dataDir, catalogue: true, logDir });
  // The first start builds when dist/ or .next are missing or stale (as `npm start` does) and seeds the demo site.
  const firstStart = await server.start(15 * 60_000);
  const registering = Date.now();
  const accounts = await createAccounts(new Api(server.url), path.join(dataDir, 'outbox'), 'reliability', settings.connections + settings.sockets);
  const registered = Date.now() - registering;
  const stop = await server.stop();
  if (!stop.graceful) throw new Error(`the server did not stop cleanly on SIGTERM after seeding\n${server.tail()}`);
  const offsets = await withDatabase({ dataDir }, counterOffsets);
  return {
    root,
    dataDir,
    server,
    accounts,
    offsets,
    journeys: createJourneys(),
    figures: [
      ['data folder', settings.keep ? root : `${root} (removed at exit; RELIABILITY_KEEP=1 keeps it)`],
      ['first start (build if stale, migrate, seed)', seconds(firstStart)],
      ['accounts registered, verified, signed in', `${accounts.length} in ${seconds(registered)}`],
    ],
  };
}
