#!/usr/bin/env node
// Prints one closing line over every suite's JSON report: "tests: N passed, N failed, N skipped".
const fs = require('node:fs');
const path = require('node:path');

const reports = path.resolve(__dirname, '..', 'reports');
const totals = { passed: 0, failed: 0, skipped: 0 };

function read(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
  } catch {
    return null;
  }
}

for (const name of ['unit.json', 'api.json', 'api-postgres.json', 'fuzz.json']) {
  const jest = read(name);
  if (!jest) continue;
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0);
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
}

const e2e = read('e2e.json');
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
}

// The reliability and cluster runs: each property checked counts as one test.
for (const name of ['reliability.json', 'cluster.json']) {
  const runs = read(name);
  if (!runs) continue;
  totals.passed += runs.passed;
  totals.failed += runs.failed;
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
