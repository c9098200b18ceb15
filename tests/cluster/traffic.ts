// The reliability suite's load run, through nginx, with one web process killed (SIGKILL) part-way: its virtual
// users (accounts registered through the API) take the same journeys. Only requests in flight at the kill may go
// unanswered or fail, and every write answered 2xx must read back afterwards (each journey's own check).
import path from 'node:path';
import { createAccounts } from '../reliability/accounts';
import { grouped } from '../reliability/checks/answers';
import { createJourneys } from '../reliability/journeys';
import { examples, property, type CheckResult } from '../reliability/properties';
import { seconds, trafficFigures } from '../reliability/report';
import { checkJourneys, setUpTraffic, sleep } from '../reliability/scenarios/traffic-setup';
import { Api } from '../reliability/support/api';
import type { Cluster } from './cluster';

const USERS = 30;
const BEFORE_KILL_MS = 10_000;
const AFTER_KILL_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** `kill` kills a web process and answers when: from SIGKILL sent to the process gone. */
export async function loadWithAKill(cluster: Cluster, kill: () => Promise<{ from: number; to: number }>): Promise<CheckResult> {
  const result: CheckResult = { properties: [], figures: [] };
  const accounts = await createAccounts(new Api(cluster.url), path.join(cluster.dataDir, 'outbox'), 'cluster', USERS);
  // Which views counted is kept in Redis: a viewer counts once whichever process round robin sends them to. Redis
  // holds none yet (the cross-process checks restart it, without persistence, after the browser suite's views).
  const journeys = createJourneys({ sharedCounters: true });
  const setup = await setUpTraffic(cluster.url, accounts, USERS, journeys, REQUEST_TIMEOUT_MS);

  const started = Date.now();
  setup.traffic.start();
  await sleep(BEFORE_KILL_MS);
  const killed = await kill();
  // Writes in flight at the kill may or may not have landed: the journeys stop expecting them.
  for (const journey of journeys) journey.restarted?.(killed.to);
  await sleep(AFTER_KILL_MS);
  await setup.traffic.stop();
  setup.http.close();

  const records = setup.tally.records;
  const failed = records.filter((r) => r.status === 0 || r.status >= 500);
  // In flight: sent before the process was gone and answered after SIGKILL was sent (nginx answers those 502).
  const inFlight = (r: (typeof records)[number]) => r.sentAt <= killed.to && r.doneAt >= killed.from;
  const others = failed.filter((r) => !inFlight(r));
  result.figures.push(
    ['virtual users through nginx', `${USERS}, ${seconds(BEFORE_KILL_MS)} before web process A is killed and ${seconds(AFTER_KILL_MS)} after`],
    ...trafficFigures(records, Date.now() - started),
    ['journeys taken', [...setup.traffic.taken].map(([name, n]) => `${name} ${n}`).join(', ')],
  );
  result.properties.push(
    property(
      'with a web process killed (SIGKILL) under load, only requests in flight on it failed',
      others.length === 0,
      `${records.length} requests, ${records.filter(inFlight).length} in flight at the kill, ${failed.length - others.length} of those failed, ${others.length} others failed${examples(grouped(others), 4)}`,
    ),
  );
  const checks = await checkJourneys(journeys, { ...setup.context, moment: 'end' }, 'after the kill: ');
  result.properties.push(...checks.properties);
  result.figures.push(...checks.figures);
  return result;
}
