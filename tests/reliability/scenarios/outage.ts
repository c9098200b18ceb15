// Database outage: the server on a throwaway PostgreSQL with light traffic; PostgreSQL is stopped (pg_ctl stop -m
// fast) for `outageSeconds` and started again. While it is down the API answers 503 DATABASE_UNAVAILABLE with a
// message (or 2xx from its cache), pages answer, nothing hangs; once it is back the same server process answers
// 2xx again within seconds, and what was accepted is all there.
import fs from 'node:fs';
import path from 'node:path';
import { createAccounts } from '../accounts';
import { countersHeld, counterOffsets } from '../checks/counters';
import { withDatabase } from '../checks/database';
import { outageFindings, RECOVERY_BOUND_MS } from '../checks/outage';
import { createJourneys } from '../journeys';
import { property } from '../properties';
import { seconds, trafficFigures, type RunReport } from '../report';
import type { Settings } from '../settings';
import { Api } from '../support/api';
import { tempDir } from '../../../scripts/harness/children';
import { HttpClient } from '../support/http';
import { freePort } from '../support/ports';
import { ThrowawayPostgres } from '../support/postgres';
import { LimelightServer } from '../support/server';
import { Tally } from '../support/tally';
import { checkJourneys, setUpTraffic, sleep } from './traffic-setup';

const REQUEST_TIMEOUT_MS = 15_000;
const STEADY_MS = 8000;
const PROBE_EVERY_MS = 250;

/** GET /api/health every PROBE_EVERY_MS into its own tally, until stopped. */
function probeHealth(http: HttpClient): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      await http.send({ method: 'GET', path: '/api/health' });
      await sleep(PROBE_EVERY_MS);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

export async function outageRun(settings: Settings, report: RunReport): Promise<void> {
  const root = tempDir('outage');
  // A folder of its own under the system's temporary folder: as root, the cluster runs as `postgres`, who must reach it.
  const pgDir = tempDir('postgres');
  const dataDir = path.join(root, 'data');
  const logDir = path.join(root, 'logs');
  fs.mkdirSync(logDir);
  const postgres = new ThrowawayPostgres(pgDir, await freePort(settings.ports));
  try {
    report.figures.push(['PostgreSQL started', `${seconds(await postgres.start())} (port ${postgres.port}, ${pgDir})`]);
    const server = new LimelightServer({
      port: await freePort(settings.ports),
      dataDir,
      databaseUrl: postgres.url,
      catalogue: true,
      withoutVideoClips: true,
      logDir,
    });
    report.figures.push(['server start (migrate, seed the demo site without video clips)', seconds(await server.start())]);
    const accounts = await createAccounts(new Api(server.url), path.join(dataDir, 'outbox'), 'outage', settings.outageConnections);
    const offsetsBefore = await withDatabase({ databaseUrl: postgres.url }, counterOffsets);
    const journeys = createJourneys();
    const setup = await setUpTraffic(server.url, accounts, settings.outageConnections, journeys, REQUEST_TIMEOUT_MS);
    const probes = new Tally();
    const probeHttp = new HttpClient(server.url, probes, REQUEST_TIMEOUT_MS);

    const started = Date.now();
    setup.traffic.start();
    const prober = probeHealth(probeHttp);
    await sleep(STEADY_MS);
    const stopping = Date.now();
    await postgres.stop();
    const down = Date.now();
    await sleep(settings.outageSeconds * 1000);
    const starting = Date.now();
    await postgres.start();
    const up = Date.now();
    const recovered = await waitForHealth(probes, up, RECOVERY_BOUND_MS * 4);
    await sleep(STEADY_MS);
    await setup.traffic.stop();
    await prober.stop();
    const duration = Date.now() - started;
    setup.http.close();
    probeHttp.close();

    const records = setup.tally.records;
    if (settings.keep) setup.tally.save(path.join(root, 'requests-outage.jsonl'));
    report.figures.push(...trafficFigures(records, duration), ['virtual users', settings.outageConnections]);
    const findings = outageFindings(records, probes.records, { stopping, down, starting, up, recovered }, server.running);
    report.figures.push(...findings.figures);
    report.properties.push(...findings.properties);

    const checks = await checkJourneys(journeys, { ...setup.context, moment: 'end' });
    report.properties.push(...checks.properties);
    report.figures.push(...checks.figures);
    report.properties.push(countersHeld(offsetsBefore, await withDatabase({ databaseUrl: postgres.url }, counterOffsets)));
    const stop = await server.stop();
    report.properties.push(property('the server shuts down cleanly on SIGTERM after the outage', stop.graceful, `in ${seconds(stop.ms)}`));
  } finally {
    await postgres.dispose();
  }
}

/** When the first /api/health probe sent after `since` answered 200, or null. */
async function waitForHealth(probes: Tally, since: number, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = probes.records.find((r) => r.sentAt >= since && r.status === 200);
    if (ok) return ok.doneAt;
    await sleep(100);
  }
  return null;
}
