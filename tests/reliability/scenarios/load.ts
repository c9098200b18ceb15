// Load: the built server on the seeded data folder, `connections` virtual users for `seconds`; then no 5xx, every
// request answered, every accepted write read back, and counters still equal to their rows in the database.
import path from 'node:path';
import { countersHeld, counterOffsets } from '../checks/counters';
import { everyRequestAnswered, noServerErrors } from '../checks/answers';
import { withDatabase } from '../checks/database';
import { property } from '../properties';
import { seconds, trafficFigures, type RunReport } from '../report';
import type { Settings } from '../settings';
import type { EmbeddedSite } from './embedded-site';
import { probeNewcomers } from '../support/newcomers';
import { checkJourneys, setUpTraffic, sleep } from './traffic-setup';

const REQUEST_TIMEOUT_MS = 30_000;
const NEWCOMER_EVERY_MS = 5000;

export async function loadRun(settings: Settings, site: EmbeddedSite, report: RunReport): Promise<void> {
  const { server, journeys, accounts } = site;
  report.figures.push(['server start', seconds(await server.start())]);
  const setup = await setUpTraffic(server.url, accounts, settings.connections, journeys, REQUEST_TIMEOUT_MS);
  report.figures.push(['virtual users', `${settings.connections} (one account and connection each)`]);

  const started = Date.now();
  setup.traffic.start();
  const newcomers = probeNewcomers(server.url, NEWCOMER_EVERY_MS);
  await sleep(settings.seconds * 1000);
  await setup.traffic.stop();
  const arrivals = (await newcomers.stop()).sort((a, b) => a - b);
  const duration = Date.now() - started;
  setup.http.close();

  const records = setup.tally.records;
  if (settings.keep) setup.tally.save(path.join(site.root, 'requests-load.jsonl'));
  report.figures.push(...trafficFigures(records, duration));
  report.figures.push([
    'a new connection under load, to its first answer (GET /api/health)',
    `median ${arrivals[arrivals.length >> 1] ?? 0} ms, max ${arrivals[arrivals.length - 1] ?? 0} ms (${arrivals.length} visitors, one every ${NEWCOMER_EVERY_MS / 1000} s)`,
  ]);
  report.figures.push(['journeys taken', [...setup.traffic.taken].map(([name, n]) => `${name} ${n}`).join(', ')]);
  report.properties.push(noServerErrors(records), everyRequestAnswered(records));

  const checks = await checkJourneys(journeys, { ...setup.context, moment: 'end' });
  report.properties.push(...checks.properties);
  report.figures.push(...checks.figures);

  const stop = await server.stop();
  report.properties.push(property('the server shuts down cleanly on SIGTERM', stop.graceful, `in ${seconds(stop.ms)}`));
  const offsets = await withDatabase({ dataDir: site.dataDir }, counterOffsets);
  report.properties.push(countersHeld(site.offsets, offsets));
  site.offsets = offsets;
}
