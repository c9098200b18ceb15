// The browser suite (Playwright, tests/e2e) through nginx against the cluster's two web processes: every journey,
// with its requests spread round robin over both (its socket on one), reading mail from the shared outbox and
// giving admin commands to whichever process wrote the data folder's runtime file last.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/harness/children';
import { property, type Property } from '../reliability/properties';
import type { Cluster } from './cluster';

/** What the web processes need for the suite, as its own server gets them (playwright.config.ts). */
export const E2E_SERVER_ENV = {
  COUNTRY_HEADER: 'cf-ipcountry',
  AUTH_RATE_LIMIT_PER_MINUTE: '120',
  RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:3199/recaptcha/api/siteverify',
};

interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
  duration: number;
}

export async function endToEndThroughProxy(cluster: Cluster): Promise<Property> {
  const env = { ...process.env, E2E_BASE_URL: cluster.url, E2E_DATA_DIR: cluster.dataDir };
  const code = await new Promise<number | null>((resolve) => {
    // CLUSTER_E2E_ARGS: Playwright's own arguments, e.g. one spec file and --repeat-each while mending it.
    const args = (process.env.CLUSTER_E2E_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...args], { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', resolve);
  });
  let stats: PlaywrightStats | null = null;
  try {
    stats = (JSON.parse(fs.readFileSync(path.join(ROOT, 'reports/e2e.json'), 'utf8')) as { stats: PlaywrightStats }).stats;
  } catch {
    // no report: the exit code says it
  }
  return property(
    'the end-to-end suite passes through nginx against two web processes',
    code === 0,
    stats
      ? `${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped in ${(stats.duration / 60_000).toFixed(1)} min`
      : `playwright exited ${code}`,
  );
}
