// What a run found, and how it is printed and saved.
import fs from 'node:fs';
import path from 'node:path';
import type { Figure, Property } from './properties';
import { Tally, type RequestRecord } from './support/tally';

export interface RunReport {
  name: string;
  figures: Figure[];
  properties: Property[];
  /** The run could not go on (a server that would not start, say): itself a failure. */
  error?: string;
}

export const passed = (run: RunReport): boolean => !run.error && run.properties.every((p) => p.ok);

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Requests, answers by status class, latency, and accepted writes per kind. */
export function trafficFigures(records: RequestRecord[], durationMs: number): Figure[] {
  const s = Tally.summarise(records);
  const statuses = [...s.byStatus]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status || 'none'}: ${n}`)
    .join(', ');
  const writes = Tally.byLabel(records.filter((r) => r.write))
    .map(([label, rs]) => `${label} ${rs.filter((r) => r.status >= 200 && r.status < 300).length}/${rs.length}`)
    .join('; ');
  return [
    ['requests', `${s.requests} in ${seconds(durationMs)} (${Math.round(s.requests / (durationMs / 1000))}/s)`],
    [
      'answers by class',
      Object.entries(s.byClass)
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
    ],
    ['answers by status', statuses],
    ['5xx answers', s.byClass['5xx']],
    ['latency', `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.maxMs} ms`],
    ['slowest kinds of request', Tally.slowest(records, 3).join('; ')],
    ['writes accepted (2xx / sent)', `${s.writesAccepted}: ${writes}`],
  ];
}

export function printRun(run: RunReport): void {
  const out = process.stdout;
  out.write(`\n== ${run.name}: ${passed(run) ? 'PASS' : 'FAIL'} ==\n`);
  const width = Math.max(0, ...run.figures.map(([label]) => label.length));
  for (const [label, value] of run.figures) out.write(`  ${label.padEnd(width)}  ${value}\n`);
  for (const p of run.properties) out.write(`  ${p.ok ? 'PASS' : 'FAIL'}  ${p.name}: ${p.detail}\n`);
  if (run.error) out.write(`  FAIL  the run stopped: ${run.error}\n`);
}

export function printSummary(runs: RunReport[], totalMs: number): void {
  process.stdout.write(`\n== reliability: ${runs.every(passed) ? 'PASS' : 'FAIL'} in ${seconds(totalMs)} ==\n`);
  for (const run of runs) {
    const failed = run.properties.filter((p) => !p.ok).length + (run.error ? 1 : 0);
    process.stdout.write(`  ${passed(run) ? 'PASS' : 'FAIL'}  ${run.name}: ${run.properties.length} properties, ${failed} failed\n`);
  }
}

/** reports/reliability.json (or `file`), read by scripts/test-summary.js: each property checked counts as one test. */
export function saveReport(runs: RunReport[], totalMs: number, file = 'reliability.json'): void {
  const properties = runs.flatMap((run) => run.properties);
  const stopped = runs.filter((run) => run.error).length;
  const dir = path.resolve(__dirname, '..', '..', 'reports');
  fs.mkdirSync(dir, { recursive: true });
  const report = {
    passed: properties.filter((p) => p.ok).length,
    failed: properties.filter((p) => !p.ok).length + stopped,
    tookMs: totalMs,
    runs: runs.map((run) => ({ ...run, passed: passed(run) })),
  };
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(report, null, 2)}\n`);
}
