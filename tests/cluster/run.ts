// `npm run test:cluster`: the site as several processes (tests/cluster/cluster.ts) and what must hold across them:
// a parallel start on an empty database, sessions (and a suspension), settings, realtime events and payments crossing processes,
// logins through a Redis restart, scheduled work on the worker (a scheduled release told once), and a web process killed under load (only its
// in-flight requests fail, nothing acknowledged is lost, its performer goes offline). Exits non-zero on a failure.
import { installCleanupHandlers } from '../../scripts/harness/children';
import { passed, printRun, saveReport, seconds, type RunReport } from '../reliability/report';
import { property } from '../reliability/properties';
import { Api } from '../reliability/support/api';
import { startCluster, type Cluster } from './cluster';
import {
  commentHeardAcross,
  jobsRunOnTheWorker,
  type KilledWithAPerformer,
  loginsWhileRedisIsDown,
  logoutCrosses,
  presenceAfterKill,
  purchaseApprovedAcross,
  scheduleRelease,
  settingsCross,
  simulatorCodeAcross,
  suspensionCrosses,
} from './checks';
import { endToEndThroughProxy } from './e2e';
import { loadWithAKill } from './traffic';

async function checks(cluster: Cluster, report: RunReport, withEndToEnd: boolean): Promise<void> {
  const [a, b] = cluster.web.map((server) => new Api(server.url));
  const proxy = new Api(cluster.url);
  report.properties.push(
    property(
      'two web processes started at the same instant on an empty database both come up (one migrates and seeds)',
      true,
      `in ${seconds(cluster.parallelStartMs)}`,
    ),
  );
  // First, on the fresh demo site the journeys expect (the checks below buy, verify ages and change settings).
  if (withEndToEnd) report.properties.push(await endToEndThroughProxy(cluster));
  report.properties.push(
    await logoutCrosses(a, b),
    await suspensionCrosses(cluster, a, b),
    await settingsCross(a, b),
    await commentHeardAcross(a, b),
    await purchaseApprovedAcross(a, b),
    await simulatorCodeAcross(a, b),
    ...(await loginsWhileRedisIsDown(cluster, proxy, a, b)),
  );

  // A release scheduled now (after Redis's restart, which would drop its event) comes out during the load.
  const release = await scheduleRelease(a, b);
  // The performer signed in on A when it is killed must go offline: checked once the load is over.
  const killed: { withPerformer: KilledWithAPerformer | null } = { withPerformer: null };
  const load = await loadWithAKill(cluster, async () => {
    killed.withPerformer = await presenceAfterKill(cluster, a, b);
    return { from: killed.withPerformer.killStartedAt, to: killed.withPerformer.killedAt };
  });
  report.figures.push(...load.figures);
  report.properties.push(...load.properties);
  if (killed.withPerformer) report.properties.push(await killed.withPerformer.check());
  report.properties.push(await jobsRunOnTheWorker(cluster));
  report.properties.push(await release.check());
}

async function main(): Promise<void> {
  installCleanupHandlers('cluster', { keepDirs: process.env.CLUSTER_KEEP === '1' });
  const started = Date.now();
  const report: RunReport = { name: 'cluster: PostgreSQL, Redis, S3, two web processes, a worker, nginx', figures: [], properties: [] };
  let cluster: Cluster | null = null;
  try {
    // CLUSTER_E2E=0: the cross-process checks alone (about 80 s instead of about 25 minutes).
    const withEndToEnd = process.env.CLUSTER_E2E !== '0';
    cluster = await startCluster({ forEndToEnd: withEndToEnd });
    report.figures.push(['run folder (logs)', cluster.root], ['proxy', cluster.url]);
    await checks(cluster, report, withEndToEnd);
  } catch (err) {
    report.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
  } finally {
    await cluster?.stop().catch((err) => (report.error ??= `stopping the cluster: ${(err as Error).message}`));
  }
  report.figures.push(['run took', seconds(Date.now() - started)]);
  printRun(report);
  saveReport([report], Date.now() - started, 'cluster.json');
  process.exit(passed(report) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
