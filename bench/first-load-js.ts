// First-load JS per route (gzip), as scripts/first-load-js.js measures it on the current build.
// The bench only calls that script; when it is not there the table says so.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/harness/children';

export const FIRST_LOAD_SCRIPT = 'scripts/first-load-js.js';
export const PAGE_BUDGETS = 'scripts/page-budgets.json';

export interface FirstLoadBudgets {
  shared: number;
  everyRoute: number;
  routes?: Record<string, number>;
}

/** The first-load JS budgets the script's --check applies (kB), when the file is there. */
export function firstLoadBudgets(): FirstLoadBudgets | undefined {
  const file = path.join(ROOT, PAGE_BUDGETS);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { firstLoadJsKb: FirstLoadBudgets }).firstLoadJsKb : undefined;
}

export type FirstLoadJs = { routes: { route: string; gzipBytes: number }[] } | { unavailable: string };

export function firstLoadJs(): Promise<FirstLoadJs> {
  if (!fs.existsSync(path.join(ROOT, FIRST_LOAD_SCRIPT))) return Promise.resolve({ unavailable: `${FIRST_LOAD_SCRIPT} is missing` });
  return new Promise((resolve) => {
    execFile(process.execPath, [FIRST_LOAD_SCRIPT, '--json'], { cwd: ROOT, timeout: 120_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err) return resolve({ unavailable: `${FIRST_LOAD_SCRIPT} failed: ${(stderr || err.message).trim().split('\n')[0]}` });
      try {
        const parsed: unknown = JSON.parse(stdout);
        const valid = (r: unknown): r is { route: string; gzipBytes: number } =>
          typeof (r as { route?: unknown })?.route === 'string' && typeof (r as { gzipBytes?: unknown })?.gzipBytes === 'number';
        if (!Array.isArray(parsed) || !parsed.every(valid)) throw new Error('not an array of {route, gzipBytes}');
        resolve({ routes: parsed.map(({ route, gzipBytes }) => ({ route, gzipBytes })) });
      } catch (e) {
        resolve({ unavailable: `${FIRST_LOAD_SCRIPT} --json printed something else: ${(e as Error).message}` });
      }
    });
  });
}
