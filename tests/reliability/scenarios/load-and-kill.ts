// Load and kill: the built server on the seeded data folder, `connections` virtual users for `seconds`. The first half
// is the load run: its figures (throughput, latency, a newcomer's wait) and no 5xx, every request answered. Half-way,
// new requests are held and the server gets SIGKILL with requests in flight, is started again on the same data
// folder, and the writes answered 2xx before the kill are read back before traffic resumes; socket listeners must
// reconnect and sign in again on their own. At the end: every accepted write read back, counters equal to their rows.
// (One run rather than a load run then a kill run: the kill run's first half was the load run, and CI saves 2 minutes.)
import path from 'node:path';
import { countersHeld, counterOffsets } from '../checks/counters';
import { everyRequestAnswered, grouped, noServerErrors } from '../checks/answers';
import { withDatabase } from '../checks/database';
import { examples, property } from '../properties';
import type { RequestRecord } from '../support/tally';
import { seconds, trafficFigures, type RunReport } from '../report';
import type { Settings } from '../settings';
import { Listener, waitUntil, type Room } from '../sockets';
import { probeNewcomers } from '../support/newcomers';
import type { EmbeddedSite } from './embedded-site';
import { announce, announcerToken } from './announce';
import { checkJourneys, setUpTraffic, sleep } from './traffic-setup';

const REQUEST_TIMEOUT_MS = 30_000;
/** Reconnecting waits 1 s growing to 10 s between attempts: a socket should be back within this of the restart. */
const SOCKET_RECOVERY_MS = 25_000;
const NEWCOMER_EVERY_MS = 5000;

export async function loadAndKillRun(settings: Settings, site: EmbeddedSite, report: RunReport): Promise<void> {
  const { server, journeys, accounts } = site;
  report.figures.push(['server start', seconds(await server.start())]);
  const setup = await setUpTraffic(server.url, accounts, settings.connections, journeys, REQUEST_TIMEOUT_MS);
  const { api } = setup;

  const followed = setup.site.videos[0];
  const room: Room = followed ? { objectType: 'video', objectId: followed.id } : { objectType: 'performer', objectId: setup.site.performers[0].id };
  const listeners = accounts.slice(settings.connections).map((a) => new Listener(server.url, a.checkerToken, room));
  const announcer = await announcerToken(api);
  await waitUntil(() => listeners.every((l) => l.authenticated.length > 0), 15_000);
  const before = await announce(api, announcer, room, listeners, 10_000);
  report.properties.push(
    property(
      'sockets: signed in and hearing their room before the kill',
      before.heardBy === listeners.length && listeners.every((l) => l.authenticated.length > 0),
      `${listeners.filter((l) => l.authenticated.length > 0).length}/${listeners.length} signed in, ${before.heardBy}/${listeners.length} heard a new comment`,
    ),
  );

  const started = Date.now();
  setup.traffic.start();
  const newcomers = probeNewcomers(server.url, NEWCOMER_EVERY_MS);
  await sleep((settings.seconds * 1000) / 2);
  const arrivals = (await newcomers.stop()).sort((a, b) => a - b);

  setup.http.hold();
  const inFlight = setup.http.inFlight;
  const killedAt = Date.now();
  // Answered so far (requests still in flight are recorded when they end): the load run's half.
  underLoad([...setup.tally.records], killedAt - started, arrivals, report);
  await server.kill();
  await server.start();
  const restartedAt = Date.now();
  report.figures.push(
    ['killed (SIGKILL) after', `${seconds(killedAt - started)} of traffic, with ${inFlight} requests in flight`],
    ['kill to answering again (restart on the same data folder)', seconds(restartedAt - killedAt)],
  );
  for (const journey of journeys) journey.restarted?.(killedAt);

  // The users' connections died with the server: open them again while it is idle (as in the set-up).
  await setup.http.connect(settings.connections);

  // Before traffic resumes: what was answered 2xx before the kill is still there.
  const afterRestart = await checkJourneys(journeys, { ...setup.context, moment: 'restart' }, 'after restart: ');
  report.properties.push(...afterRestart.properties);
  report.figures.push(...afterRestart.figures);

  await waitUntil(() => listeners.every((l) => l.authenticatedSince(restartedAt) !== null), SOCKET_RECOVERY_MS);
  const reauthenticated = listeners.filter((l) => l.authenticatedSince(restartedAt) !== null);
  const after = await announce(api, announcer, room, listeners, 10_000);
  const recovery = reauthenticated.map((l) => (l.authenticatedSince(restartedAt) ?? 0) - restartedAt);
  report.properties.push(
    property(
      'sockets: reconnected on their own, signed in again and heard their room after the restart',
      reauthenticated.length === listeners.length && after.heardBy === listeners.length,
      `${reauthenticated.length}/${listeners.length} signed in again (auth/login:success), ${after.heardBy}/${listeners.length} heard a new comment in the room`,
    ),
  );
  report.figures.push(
    ['socket reconnects', listeners.map((l) => l.reconnects).join(', ')],
    ['socket signed in again, after the server answered', recovery.length ? recovery.map((ms) => seconds(ms)).join(', ') : 'never'],
  );

  setup.http.release();
  await sleep(Math.max(0, settings.seconds * 1000 - (killedAt - started)));
  await setup.traffic.stop();
  const duration = Date.now() - started;
  setup.http.close();
  for (const l of listeners) l.close();

  const records = setup.tally.records;
  if (settings.keep) setup.tally.save(path.join(site.root, 'requests.jsonl'));
  // Requests in flight when the server died get no answer: expected. Any other request without one is not.
  const cutOff = records.filter((r) => r.status === 0 && r.sentAt <= killedAt);
  const unanswered = records.filter((r) => r.status === 0 && r.sentAt > killedAt);
  report.figures.push(...trafficFigures(records, duration).map(([label, value]): [string, string | number] => [`whole run: ${label}`, value]));
  report.figures.push(['requests cut off by the kill (no answer)', `${cutOff.length}${examples(grouped(cutOff), 3)}`]);
  report.properties.push(
    noServerErrors(records),
    property(
      'every request answered, but those in flight at the kill',
      unanswered.length === 0,
      `${unanswered.length} others without an answer${examples(grouped(unanswered), 4)}`,
    ),
  );

  const atEnd = await checkJourneys(journeys, { ...setup.context, moment: 'end' });
  report.properties.push(...atEnd.properties);
  report.figures.push(...atEnd.figures);

  const stop = await server.stop();
  report.properties.push(property('the server shuts down cleanly on SIGTERM after the restart', stop.graceful, `in ${seconds(stop.ms)}`));
  const offsets = await withDatabase({ dataDir: site.dataDir }, counterOffsets);
  report.properties.push(countersHeld(site.offsets, offsets));
  site.offsets = offsets;
}

/** The first half, before the kill: the load run's figures and properties, over the requests answered by then. */
function underLoad(before: RequestRecord[], durationMs: number, arrivals: number[], report: RunReport): void {
  report.figures.push(...trafficFigures(before, durationMs).map(([label, value]): [string, string | number] => [`before the kill: ${label}`, value]));
  report.figures.push([
    'a new connection under load, to its first answer (GET /api/health)',
    `median ${arrivals[arrivals.length >> 1] ?? 0} ms, max ${arrivals[arrivals.length - 1] ?? 0} ms (${arrivals.length} visitors, one every ${NEWCOMER_EVERY_MS / 1000} s)`,
  ]);
  report.properties.push(noServerErrors(before, ' before the kill'), everyRequestAnswered(before, ' before the kill'));
}
