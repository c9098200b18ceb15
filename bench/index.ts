// `npm run bench` (`npm run bench -- --quick` for a short check): one run, one table, on this machine.
// Limelight runs as `npm start` runs it; every throughput is divided by a bare baseline measured beside it
// in the same run (API rows: a bare Fastify route; pages: a bare Next.js page), because the machine is
// shared and absolute figures drift. Figures are printed for people to compare: nothing is asserted.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupNow, installCleanupHandlers, ROOT, tempDir } from '../scripts/harness/children';
import { firstLoadBudgets, firstLoadJs } from './first-load-js';
import { lighthouseScores, withTokenCookie, type LighthouseResult } from './lighthouse';
import { apiTargets, buyerApiTargets, measureGroups, pageTargets, signedInPageTargets, studioApiTargets } from './load-rows';
import { catalogueRows, firstLoadRows, lighthouseRows, memoryRows, socketRows } from './other-rows';
import { planFrom } from './plan';
import { readRss, settledRss, waitForIdle } from './proc';
import { formatDuration, renderTable, type Row } from './report';
import { startCatalogue } from './search-latency';
import { buildBareNext, startBareFastify, startBareNext, startLimelight } from './servers';
import { discover, pageSize } from './site';
import { holdSockets } from './sockets';
import { makeVideoInputs } from './video-clips';
import { videoRows } from './video-rows';
import { galleryRows } from './gallery-rows';
import { feedRows } from './feed-rows';

const plan = planFrom(process.argv.slice(2));
const started = Date.now();
const loadAtStart = os.loadavg()[0];
const log = (message: string) => process.stderr.write(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${message}\n`);
const count = (n: number) => n.toLocaleString('en-US');

/** Sets the nice value of every thread of `pid` (Linux applies it per thread); false when it could not. */
function renice(pid: number, nice: number): boolean {
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) os.setPriority(Number(tid), nice);
    return true;
  } catch {
    return false; // gone, not Linux, or (raising it back) not privileged: it stays as it is
  }
}

function header(): string {
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout
  }
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const load = `${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`;
  return [
    `limelight bench${plan.quick ? ' --quick' : ''}: node ${process.version}, ${os.cpus().length} cores (${cpu}), 1-min load average ${load}, ` +
      `embedded PGlite (fresh DATA_DIR, demo seed)${commit ? `, commit ${commit}` : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `load: autocannon in the bench process, ${plan.connections} connections, ${plan.seconds} s window per row once every connection has had an answer; ` +
      `ratio = req/s / req/s of the bare baseline run (${plan.baselineSeconds} s) just before the row (API: bare Fastify, pages: bare Next.js); ` +
      `search rows: ratio = p50 at ${count(plan.catalogue[1])} videos / p50 at ${count(plan.catalogue[0])}`,
  ].join('\n');
}

async function main(): Promise<void> {
  installCleanupHandlers('bench');
  const tmp = tempDir('run');
  log(`temporary folder ${tmp}`);

  // Set-up that takes long runs side by side: the search catalogues (minutes at 100,000 videos), the bare
  // Next build, and Limelight's own build (when stale) and first-start seed. Nothing is measured meanwhile.
  log(`seeding search catalogues of ${plan.catalogue.map(count).join(' and ')} videos (child process)`);
  fs.mkdirSync(path.join(tmp, 'catalogue'));
  const catalogue = startCatalogue(plan.catalogue, path.join(tmp, 'catalogue'));
  log('building the bare Next.js baseline');
  const bareNextDir = path.join(tmp, 'bare-next');
  const bareNextBuilt = buildBareNext(bareNextDir);
  bareNextBuilt.catch(() => undefined);
  log("making the video rows' clips (ffmpeg test sources)");
  fs.mkdirSync(path.join(tmp, 'video'));
  const videoInputs = makeVideoInputs(path.join(tmp, 'video'), plan.video);
  videoInputs.catch(() => undefined); // read later; a failure is reported there
  log('starting Limelight (scripts/start.js: builds what is stale; the first start seeds the demo site)');
  const builds: string[] = [];
  const limelight = await startLimelight(path.join(tmp, 'data'), 20 * 60_000, (line) => {
    builds.push(line.replace(/^(re)?building \((.*)\)$/, '$2'));
    log(`Limelight: ${line}`);
  });
  log(`Limelight is up at ${limelight.url} (pid ${limelight.pid})`);
  const rssIdle = await settledRss(limelight.pid, 3000);

  const seeded = await discover(limelight.url);
  const fanApi = { authorization: `Bearer ${seeded.token}` };
  const fanCookie = { cookie: `token=${seeded.token}` };
  const pagesAnon = pageTargets(seeded);
  const pagesFan = [...pageTargets(seeded, fanCookie), ...signedInPageTargets(fanCookie)];
  for (const page of pagesAnon) {
    page.html = await pageSize(`${limelight.url}${page.path}`);
    page.status = page.html.status;
  }
  for (const page of pagesFan) page.status = (await pageSize(`${limelight.url}${page.path}`, fanCookie)).status;
  const firstLoad = await firstLoadJs();

  const payloadFile = path.join(tmp, 'video-search.json');
  fs.writeFileSync(payloadFile, JSON.stringify(seeded.videoSearch));
  // Without a baseline the rows are still measured, only without a ratio.
  const bareFastify = await startBareFastify(payloadFile).catch((err: Error) => err);
  const bareNext = await bareNextBuilt.then(() => startBareNext(bareNextDir)).catch((err: Error) => err);
  for (const bare of [bareFastify, bareNext]) log(bare instanceof Error ? `a baseline failed: ${bare.message}` : `${bare.name} is up at ${bare.url}`);

  // Memory, not speed: this may overlap the catalogue seeding, which only slows the connecting down.
  log(`socket.io: ${count(plan.sockets)} authenticated connections from ${plan.socketChildren} child process(es)`);
  const sockets = await holdSockets({
    url: limelight.url,
    token: seeded.token,
    total: plan.sockets,
    children: plan.socketChildren,
    serverPid: limelight.pid,
  }).catch((err: Error) => err);

  // Seeding a 100,000-video catalogue takes minutes: rather than wait, let it go on at the lowest CPU
  // priority (nice 19 gets ~1.5% of a core against a busy process) while the load runs, and finish it after.
  const catalogueNiced = !catalogue.isReady() && renice(catalogue.pid, 19);
  if (catalogueNiced) log('search catalogues still seeding: their process goes on at nice 19 during the load runs');
  await waitForIdle(limelight.pid);

  const peakRss = { bytes: readRss(limelight.pid) ?? 0 };
  const common = { plan, pid: limelight.pid, peakRss, log };
  const rows: Row[] = [
    ...(await measureGroups({
      ...common,
      baseline: {
        area: 'API baseline',
        what: 'bare Fastify: same 12-video envelope',
        url: bareFastify instanceof Error ? bareFastify : `${bareFastify.url}/videos`,
      },
      groups: [
        { area: 'API anonymous', base: limelight.url, targets: apiTargets(seeded) },
        { area: 'API fan (Bearer)', base: limelight.url, targets: apiTargets(seeded, fanApi) },
        { area: 'API fan, own checkout', base: limelight.url, targets: buyerApiTargets(fanApi) },
        { area: 'API performer, Studio', base: limelight.url, targets: studioApiTargets({ authorization: `Bearer ${seeded.performerToken}` }) },
      ],
      firstLoad: null,
    })),
    ...(await measureGroups({
      ...common,
      baseline: { area: 'SSR baseline', what: 'bare Next.js page with getInitialProps', url: bareNext instanceof Error ? bareNext : `${bareNext.url}/` },
      groups: [
        { area: 'SSR anonymous', base: limelight.url, targets: pagesAnon },
        { area: 'SSR fan (cookie)', base: limelight.url, targets: pagesFan },
      ],
      firstLoad,
    })),
  ];
  await waitForIdle(limelight.pid);
  const rssAfterLoad = await settledRss(limelight.pid, 3000);
  await Promise.all([bareFastify, bareNext].map((bare) => (bare instanceof Error ? undefined : bare.stop())));

  let lighthouse: LighthouseResult[] | Error | null = null;
  if (plan.lighthouse) {
    log('Lighthouse (mobile): /home, a video page and a performer page as a visitor, /feed signed in');
    const visitorPages = ['/home', seeded.videoPage, seeded.performerPage].map((p) => `${limelight.url}${p}`);
    lighthouse = await lighthouseScores(visitorPages, path.join(tmp, 'chromium-profile'))
      .then(async (visitor) => [
        ...visitor,
        ...(await lighthouseScores([`${limelight.url}/feed`], path.join(tmp, 'chromium-profile-fan'), withTokenCookie(seeded.token, limelight.url))),
      ])
      .catch((err: Error) => err);
  }
  // The video rows time ffmpeg: nothing else may compete for the cores, not even the seeding at nice 19.
  if (catalogueNiced) {
    renice(catalogue.pid, 0);
    if (!catalogue.isReady()) log('waiting for the search catalogues to be seeded');
  }
  await catalogue.seeded.catch(() => undefined);
  const inputs = await videoInputs.catch((err: Error) => err);
  if (inputs instanceof Error) log(`the video rows' clips could not be made: ${inputs.message}`);
  const video =
    inputs instanceof Error
      ? [{ area: 'Video', what: 'upload, processing, pages during a transcode', value: 'not measured', notes: inputs.message.split('\n')[0] }]
      : await videoRows({
          plan,
          base: limelight.url,
          pid: limelight.pid,
          performerToken: seeded.performerToken,
          pages: [
            { what: `anonymous ${seeded.videoPage}`, path: seeded.videoPage, headers: {} },
            { what: `fan (cookie) ${seeded.videoPage}`, path: seeded.videoPage, headers: fanCookie },
          ],
          inputs,
          tmp,
          log,
        });
  const gallery = await galleryRows({ plan, base: limelight.url, performerToken: seeded.performerToken, tmp, log });
  log('stopping Limelight');
  await limelight.stop();

  log('timing video searches on the seeded catalogues');
  const search = await catalogue.measure().catch((err: Error) => err);
  log('feed and release rows (a Limelight of their own, seeded from this process)');
  const feed = await feedRows({ plan, tmp, log }).catch((err: Error): Row[] => [
    { area: 'Feed', what: 'feed and release rows', value: 'not measured', notes: err.message.split('\n')[0] },
  ]);

  rows.push(
    ...firstLoadRows(firstLoad, firstLoadBudgets()),
    ...catalogueRows(search, plan.catalogue, catalogueNiced ? 'seeding overlapped the load runs at nice 19' : ''),
    ...memoryRows({ idle: rssIdle, peak: peakRss.bytes, afterLoad: rssAfterLoad, connections: plan.connections }),
    ...socketRows(sockets, plan.sockets),
    ...lighthouseRows(lighthouse),
    ...video,
    ...gallery,
    ...feed,
  );
  console.log(header());
  console.log(renderTable(rows));
  const built = builds.length ? `, including ${builds.join(' + ')} (the build was stale)` : ', build reused';
  console.log(`bench took ${formatDuration((Date.now() - started) / 1000)}${built}`);
}

main()
  .then(() => {
    cleanupNow();
    process.exit(0);
  })
  .catch((err: Error) => {
    console.error(`bench failed: ${err.stack ?? err.message}`);
    cleanupNow();
    process.exit(1);
  });
