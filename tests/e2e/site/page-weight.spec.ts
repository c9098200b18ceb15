import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';

// The budgets in scripts/page-budgets.json: first-load JS of the build this suite runs against, and the HTML
// of the pages listed there as a visitor gets it.

const ROOT = path.resolve(__dirname, '../../..');
const BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/page-budgets.json'), 'utf8')) as { htmlKb: Record<string, number> };

test('every route of the build loads no more JavaScript first than its budget, nor does the part all share', () => {
  const check = spawnSync(process.execPath, ['scripts/first-load-js.js', '--check'], { cwd: ROOT, encoding: 'utf8' });
  // The routes over budget, one line each.
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
});

test('a visitor gets each budgeted page in no more HTML than its budget', async ({ request }) => {
  for (const [page, kb] of Object.entries(BUDGETS.htmlKb)) {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    expect((await response.body()).length, `${page}: HTML bytes`).toBeLessThanOrEqual(kb * 1000);
  }
});
