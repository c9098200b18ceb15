// The throughput rows: Limelight's API reads and pages, anonymous and as the demo fan, each measured
// seconds after a short run of its bare baseline, so that each ratio compares runs close together in time
// (the machine is shared: what else runs changes from one minute to the next).
import type { FirstLoadJs } from './first-load-js';
import { runLoad, type LoadResult } from './http-load';
import type { Plan } from './plan';
import { sampleRss, waitForIdle } from './proc';
import { kib, type Row } from './report';
import type { PageSize, Seeded } from './site';
import { median } from './stats';

export interface Target {
  what: string;
  path: string;
  headers?: Record<string, string>;
  /** Anonymous pages: the HTML's size. */
  html?: PageSize;
  /** Pages: the status of one request made before the run. */
  status?: number;
  /** The route's name as scripts/first-load-js.js prints it. */
  route?: string;
}

export function apiTargets(s: Seeded, headers?: Record<string, string>): Target[] {
  return [
    { what: 'GET /api/user/assets/videos/search?limit=12', path: '/api/user/assets/videos/search?limit=12' },
    { what: 'GET /api/user/assets/videos/<id>', path: `/api/user/assets/videos/${s.videoId}` },
    { what: 'GET /api/performers/search', path: '/api/performers/search' },
    { what: 'GET /api/user/assets/galleries/search', path: '/api/user/assets/galleries/search' },
    { what: 'GET /api/user/assets/products/search', path: '/api/user/assets/products/search' },
    { what: 'GET /api/settings/public', path: '/api/settings/public' },
  ].map((t) => ({ ...t, headers }));
}

/** A buyer's own checkout reads: personal, so never from a shared cache (the demo fan has seeded orders). */
export function buyerApiTargets(headers: Record<string, string>): Target[] {
  return [
    { what: 'GET /api/orders/users/search', path: '/api/orders/users/search' },
    { what: 'GET /api/transactions/user/search', path: '/api/transactions/user/search' },
    { what: 'GET /api/user/downloads', path: '/api/user/downloads' },
    { what: 'GET /api/subscriptions/user/search', path: '/api/subscriptions/user/search' },
  ].map((t) => ({ ...t, headers }));
}

/** The demo performer's Studio reads: earnings (list, totals, the chart's timeline) and subscribers. */
export function studioApiTargets(headers: Record<string, string>): Target[] {
  return [
    { what: 'GET /api/earning/performer/search', path: '/api/earning/performer/search' },
    { what: 'GET /api/earning/performer/stats', path: '/api/earning/performer/stats' },
    { what: 'GET /api/earning/performer/timeline?groupBy=day', path: '/api/earning/performer/timeline?groupBy=day' },
    { what: 'GET /api/subscriptions/performer/search', path: '/api/subscriptions/performer/search' },
  ].map((t) => ({ ...t, headers }));
}

export function pageTargets(s: Seeded, headers?: Record<string, string>): Target[] {
  return [
    { what: '/home', path: '/home', route: '/home' },
    { what: '/videos', path: '/videos', route: '/videos' },
    { what: `/videos/[id] (${s.videoPage})`, path: s.videoPage, route: '/videos/[id]' },
    { what: `/performers/[id] (${s.performerPage})`, path: s.performerPage, route: '/performers/[id]' },
    { what: `/galleries/[id] (${s.galleryPage})`, path: s.galleryPage, route: '/galleries/[id]' },
  ].map((t) => ({ ...t, headers }));
}

/** Pages only a signed-in fan has: the feed (the home page's signed-in successor) and the conversations. */
export function signedInPageTargets(headers: Record<string, string>): Target[] {
  return [
    { what: '/feed', path: '/feed', route: '/feed' },
    { what: '/messages', path: '/messages', route: '/messages' },
  ].map((t) => ({ ...t, headers }));
}

export interface Group {
  area: string;
  base: string;
  targets: Target[];
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const firstLine = (err: Error) => err.message.split('\n')[0];
const failed = (r: LoadResult) => (r.failures ? `${count(r.failures)} answers not 2xx or failed` : '');

/**
 * Groups of rows measured side by side: for each index i, one baseline run, then target i of every group
 * (the anonymous and the fan reading of one URL). Rows come back group by group.
 */
export async function measureGroups(options: {
  plan: Plan;
  /** `url` is the error instead when the baseline server could not be started: rows then go without a ratio. */
  baseline: { area: string; what: string; url: string | Error };
  groups: Group[];
  firstLoad: FirstLoadJs | null;
  /** Limelight's pid: RSS is sampled during its runs, and each baseline starts when it is idle. */
  pid: number;
  peakRss: { bytes: number };
  log: (message: string) => void;
}): Promise<Row[]> {
  const { plan, baseline, groups, pid, peakRss, log } = options;
  const window = { connections: plan.connections, warmupSeconds: plan.warmupSeconds, maxWarmupSeconds: plan.maxWarmupSeconds };
  const baselines: LoadResult[] = [];
  const rows: Row[][] = groups.map(() => []);
  for (let i = 0; i < Math.max(...groups.map((g) => g.targets.length)); i++) {
    // What the previous run left queued finishes first (here and before each row): each run starts on an idle server.
    await waitForIdle(pid);
    log(`${baseline.area}: ${baseline.what}`);
    const bare =
      baseline.url instanceof Error ? baseline.url : await runLoad(baseline.url, {}, { ...window, seconds: plan.baselineSeconds }).catch((err: Error) => err);
    if (!(bare instanceof Error)) baselines.push(bare);
    for (const [g, group] of groups.entries()) {
      const target = group.targets[i];
      if (!target) continue;
      await waitForIdle(pid);
      log(`${group.area}: ${target.what}`);
      const sampler = sampleRss(pid);
      const result = await runLoad(`${group.base}${target.path}`, target.headers ?? {}, { ...window, seconds: plan.seconds }).catch((err: Error) => err);
      peakRss.bytes = Math.max(peakRss.bytes, sampler.stop() ?? 0);
      rows[g].push(rowOf(group.area, target, result, bare, options.firstLoad));
    }
  }
  const rps = baselines.map((b) => b.rps);
  const summary: Row = baselines.length
    ? {
        area: baseline.area,
        what: baseline.what,
        rps: median(rps),
        p50: median(baselines.map((b) => b.p50)),
        p99: median(baselines.map((b) => b.p99)),
        notes:
          `median of ${baselines.length} runs of ${plan.baselineSeconds} s, one before each pair of rows (req/s ${count(Math.min(...rps))}-${count(Math.max(...rps))})` +
          `${baselines.some((b) => b.failures) ? '; some answers failed' : ''}`,
      }
    : {
        area: baseline.area,
        what: baseline.what,
        value: 'not measured',
        notes: firstLine(baseline.url instanceof Error ? baseline.url : new Error('every run failed')),
      };
  return [summary, ...rows.flat()];
}

function rowOf(area: string, target: Target, result: LoadResult | Error, bare: LoadResult | Error, firstLoad: FirstLoadJs | null): Row {
  if (result instanceof Error) return { area, what: target.what, value: 'not measured', notes: firstLine(result) };
  const js = firstLoad && 'routes' in firstLoad ? firstLoad.routes.find((r) => r.route === target.route) : undefined;
  const notes = [
    target.status && target.status !== 200 ? `page answered ${target.status}` : '',
    target.html ? `HTML gzip ${kib(target.html.gzipBytes)}` : '',
    js ? `first-load JS ${kib(js.gzipBytes)} gzip` : '',
    bare instanceof Error ? `no baseline: ${firstLine(bare)}` : `bare ${count(bare.rps)} req/s`,
    result.queueFilled
      ? result.warmupSeconds > 3
        ? `queue filled in ${result.warmupSeconds.toFixed(0)} s`
        : ''
      : `measured before every connection had an answer (${result.warmupSeconds.toFixed(0)} s)`,
    failed(result),
  ];
  return {
    area,
    what: target.what,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    ratio: bare instanceof Error ? undefined : result.rps / bare.rps,
    value: target.html ? `HTML ${kib(target.html.bytes)}` : undefined,
    notes: notes.filter(Boolean).join('; '),
  };
}
