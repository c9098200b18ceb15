// Lighthouse (default config: mobile, simulated throttling, performance category only) against the
// running server, with the system's Chromium. One Chromium for all pages; it is killed at the end.
// Scores move by several points from run to run, so each page runs LIGHTHOUSE_RUNS times and the run Lighthouse's own
// computeMedianRun picks (closest to the median FCP and TTI; its docs/variability.md) is the figure.
import fs from 'node:fs';
import { adoptGroup } from '../scripts/harness/children';

export interface LighthouseResult {
  url: string;
  /** 0-100 (the median run), or null with `error` when Lighthouse could not score the page. */
  score: number | null;
  /** The lowest and highest score of the runs. */
  range?: [number, number];
  /** How many runs recorded the page (LIGHTHOUSE_RUNS unless some failed twice over). */
  runs?: number;
  /** First contentful paint, largest contentful paint, total blocking time (ms), cumulative layout shift. */
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** Lighthouse's measure of this host's CPU; its default 4x slowdown assumes a fast desktop (about 1,500). */
  benchmarkIndex?: number;
  error?: string;
}

export const LIGHTHOUSE_RUNS = 3;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The CPU slowdown that Lighthouse's throttling guide (docs/throttling.md, its CPU throttling calculator)
 * recommends for a host of this benchmarkIndex, so that a slow host is not slowed down four times again.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

type Result = import('lighthouse', { with: { 'resolution-mode': 'import' } }).Result;

/** Runs `use` with one headless system Chromium for Lighthouse to drive; the browser is killed after. */
export async function withLighthouseChrome<T>(userDataDir: string, use: (port: number) => Promise<T>): Promise<T> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  process.env.CHROME_PATH = chromePath;
  // An ES module only.
  const { launch } = await import('chrome-launcher');
  fs.mkdirSync(userDataDir, { recursive: true });
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  const release = adoptGroup(chrome.pid);
  try {
    return await use(chrome.port);
  } finally {
    try {
      chrome.kill();
    } finally {
      release();
    }
  }
}

/**
 * For the `prepare` of lighthouseCategories / lighthouseScores: the account's token cookie in Lighthouse's browser, as a
 * signed-in browser has it (the page's scripts read it too), set through the DevTools port.
 */
export function withTokenCookie(token: string, baseURL: string): (port: number) => Promise<void> {
  return async (port) => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    await browser.contexts()[0].addCookies([{ name: 'token', value: token, url: baseURL }]);
    await browser.close();
  };
}

export interface CategoryAudit {
  url: string;
  /** 0-100 per category asked for. */
  scores: Record<string, number>;
  /** The audits that lost points: id and title, per category. */
  failing: Record<string, string[]>;
}

/**
 * Lighthouse's default (mobile) run of the given categories, once per page: accessibility and best practices do
 * not vary from run to run as the performance score does.
 */
export async function lighthouseCategories(
  urls: string[],
  categories: string[],
  userDataDir: string,
  /**
   * Run on the browser before the audits (a signed-in user's cookie set through the DevTools port): the audits then
   * keep the browser's storage instead of clearing it per page.
   */
  prepare?: (port: number) => Promise<void>,
): Promise<CategoryAudit[]> {
  const { default: lighthouse } = await import('lighthouse');
  return withLighthouseChrome(userDataDir, async (port) => {
    await prepare?.(port);
    const audits: CategoryAudit[] = [];
    for (const url of urls) {
      const result = await withTimeout(
        lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: Boolean(prepare) }),
        180_000,
        `Lighthouse on ${url}`,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse recorded nothing on ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const scores: Record<string, number> = {};
      const failing: Record<string, string[]> = {};
      for (const id of categories) {
        const category = lhr.categories[id];
        scores[id] = Math.round((category?.score ?? 0) * 100);
        failing[id] = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
      }
      audits.push({ url, scores, failing });
    }
    return audits;
  });
}

/** `prepare`: as lighthouseCategories' (a signed-in user's cookie); the runs then keep the browser's storage. */
export async function lighthouseScores(urls: string[], userDataDir: string, prepare?: (port: number) => Promise<void>): Promise<LighthouseResult[]> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) return urls.map((url) => ({ url, score: null, error: `no Chromium at ${chromePath} (set CHROME_PATH)` }));
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  return withLighthouseChrome(userDataDir, async (port) => {
    await prepare?.(port);
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      try {
        const runs: Result[] = [];
        const failures: string[] = [];
        // A run that fails to record (Lighthouse's NO_NAVSTART and the like, on a busy machine) is retried, up to
        // as many failures as runs wanted.
        while (runs.length < LIGHTHOUSE_RUNS && failures.length < LIGHTHOUSE_RUNS) {
          try {
            const result = await withTimeout(
              lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(prepare) }),
              180_000,
              `Lighthouse on ${url}`,
            );
            const lhr = result?.lhr;
            if (!lhr) throw new Error('no result');
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            runs.push(lhr);
          } catch (err) {
            failures.push((err as Error).message.split('\n')[0]);
            // A run that timed out may still be driving the browser: do not start another beside it.
            if (/took longer than/.test((err as Error).message)) break;
          }
        }
        if (!runs.length) throw new Error(failures[0]);
        const valid = filterToValidRuns(runs);
        if (!valid.length) throw new Error('no run measured FCP and TTI (see Lighthouse warnings)');
        const lhr = computeMedianRun(valid);
        const scores = valid.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
        const score = lhr.categories.performance?.score;
        const metric = (id: string) => lhr.audits[id]?.numericValue;
        results.push({
          url,
          score: typeof score === 'number' ? Math.round(score * 100) : null,
          range: [Math.min(...scores), Math.max(...scores)],
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          runs: valid.length,
          error: typeof score === 'number' ? undefined : 'no performance score (see Lighthouse warnings)',
        });
      } catch (err) {
        results.push({ url, score: null, error: (err as Error).message.split('\n')[0] });
      }
    }
    return results;
  });
}
