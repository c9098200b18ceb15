// Database outage: the server on a throwaway PostgreSQL with light traffic; PostgreSQL is stopped (pg_ctl stop -m
// fast) for `outageSeconds` and started again. While it is down the API answers 503 DATABASE_UNAVAILABLE with a
// message (or 2xx from its cache), pages answer, nothing hangs; once it is back the same server process answers
// 2xx again within seconds, and what was accepted is all there.
import fs from 'node:fs';
import path from 'node:path';
import { CONNECT_TIMEOUT_MS } from '../../../server/db/postgres-pool';
import { createAccounts } from '../accounts';
import { everyRequestAnswered, grouped, noServerErrors } from '../checks/answers';
import { countersHeld, counterOffsets } from '../checks/counters';
import { withDatabase } from '../checks/database';
import { createJourneys } from '../journeys';
import { examples, property } from '../properties';
import { seconds, trafficFigures, type RunReport } from '../report';
import type { Settings } from '../settings';
import { Api } from '../support/api';
import { tempDir } from '../support/children';
import { HttpClient } from '../support/http';
import { freePort } from '../support/ports';
import { ThrowawayPostgres } from '../support/postgres';
import { LimelightServer } from '../support/server';
import { Tally, type RequestRecord } from '../support/tally';
import { checkJourneys, setUpTraffic, sleep } from './traffic-setup';

const REQUEST_TIMEOUT_MS = 15_000;
/** An answer during the outage may wait for the pool's connection timeout, not much longer. */
const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + 3000;
const STEADY_MS = 8000;
const RECOVERY_BOUND_MS = 5000;
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

/** While the database is out of reach: a 503 must be the API's DATABASE_UNAVAILABLE with a message. */
function acceptableDuringOutage(r: RequestRecord): boolean {
  if (r.status === 0) return false;
  if (r.page) return r.status < 500 || r.status === 503;
  return r.status < 500 || (r.status === 503 && r.errorCode === 'DATABASE_UNAVAILABLE' && !!r.error);
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
    const server = new LimelightServer({ port: await freePort(settings.ports), dataDir, databaseUrl: postgres.url, catalogue: true, withoutVideoClips: true, logDir });
    report.figures.push(['server start (migrate, seed the demo site without video clips)', seconds(await server.start())]);
    const accounts = await createAccounts(new Api(server.url), path.join(dataDir, 'outbox'), 'outage', settings.outageConnections);
    const offsetsBefore = await withDatabase({ databaseUrl: postgres.url }, counterOffsets);
    const journeys = createJourneys();
    const setup = await setUpTraffic(server.url, accounts, settings.outageConnections, journeys, REQUEST_TIMEOUT_MS);
    const probes = new Tally();
    const probeHttp = new HttpClient(server.url, probes, REQUEST_TIMEOUT_MS);
    const pid = server.pid;

    const started = Date.now();
    setup.traffic.start();
    const prober = probeHealth(probeHttp);
    await sleep(STEADY_MS);
    const stopping = Date.now();
    await postgres.stop();
    const downAt = Date.now();
    await sleep(settings.outageSeconds * 1000);
    const startingAt = Date.now();
    await postgres.start();
    const upAt = Date.now();
    const recovered = await waitForHealth(probes, upAt, RECOVERY_BOUND_MS * 4);
    await sleep(STEADY_MS);
    await setup.traffic.stop();
    await prober.stop();
    const duration = Date.now() - started;
    setup.http.close();
    probeHttp.close();

    const records = setup.tally.records;
    if (settings.keep) setup.tally.save(path.join(root, 'requests-outage.jsonl'));
    const beforeOutage = records.filter((r) => r.doneAt < stopping);
    const outage = records.filter((r) => r.doneAt >= stopping && r.sentAt < (recovered ?? Infinity) + 1000);
    const afterRecovery = recovered === null ? [] : records.filter((r) => r.sentAt >= recovered + 1000);
    const apiDuring = outage.filter((r) => !r.page);
    const pagesDuring = outage.filter((r) => r.page);
    const wrong = outage.filter((r) => !acceptableDuringOutage(r));
    const slow = outage.filter((r) => r.status > 0 && r.doneAt - r.sentAt > ANSWER_BOUND_MS);
    const healthDown = probes.records.filter((r) => r.sentAt >= downAt && r.doneAt <= startingAt);
    const healthWrong = healthDown.filter((r) => r.status !== 503 || r.errorCode !== 'DATABASE_UNAVAILABLE');
    const statuses = (rs: RequestRecord[]) => [...Tally.summarise(rs).byStatus].map(([s, n]) => `${s || 'no answer'} x ${n}`).join(', ') || 'none';

    report.figures.push(...trafficFigures(records, duration));
    report.figures.push(
      ['virtual users', settings.outageConnections],
      ['PostgreSQL down (stopped by pg_ctl stop -m fast, to accepting connections again)', seconds(upAt - downAt)],
      ['API answers during the outage', statuses(apiDuring)],
      ['page answers during the outage', statuses(pagesDuring)],
      ['slowest answer during the outage', `${Math.max(0, ...outage.filter((r) => r.status > 0).map((r) => r.doneAt - r.sentAt))} ms`],
      ['/api/health while PostgreSQL was down', statuses(healthDown)],
      ['recovered (first /api/health 200 after PostgreSQL was back)', recovered === null ? 'never' : `after ${seconds(recovered - upAt)}`],
    );
    report.properties.push(
      noServerErrors(beforeOutage, ' before the outage'),
      property(
        'during the outage the API answers 503 DATABASE_UNAVAILABLE with a message (or from its cache), pages answer 503 or a page, never 500',
        wrong.length === 0 && outage.length > 0,
        `${outage.length} requests, ${wrong.length} otherwise${examples(grouped(wrong), 4)}`,
      ),
      property(
        `during the outage every answer comes within ${seconds(ANSWER_BOUND_MS)} (no hangs)`,
        slow.length === 0 && outage.every((r) => r.status > 0),
        `${slow.length} slower, ${outage.filter((r) => r.status === 0).length} without an answer`,
      ),
      property('/api/health answers 503 DATABASE_UNAVAILABLE while PostgreSQL is down', healthDown.length > 0 && healthWrong.length === 0, `${healthDown.length} probes, ${healthWrong.length} otherwise${examples(grouped(healthWrong), 3)}`),
      property(
        `the server recovers without a restart within ${seconds(RECOVERY_BOUND_MS)}`,
        recovered !== null && recovered - upAt <= RECOVERY_BOUND_MS && server.pid === pid,
        recovered === null ? 'no /api/health 200 after PostgreSQL came back' : `health 200 ${seconds(recovered - upAt)} after PostgreSQL accepted connections; same process (pid ${pid})`,
      ),
      noServerErrors(afterRecovery, ' after recovery'),
      everyRequestAnswered(records),
    );

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
