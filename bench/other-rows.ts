// The table rows that are not throughput: first-load JS, search latency, memory, sockets, Lighthouse.
import type { CatalogueTimings } from './search-latency';
import type { FirstLoadBudgets, FirstLoadJs } from './first-load-js';
import { calibratedCpuSlowdown, LIGHTHOUSE_RUNS, type LighthouseResult } from './lighthouse';
import { formatDuration, kib, mib, type Row } from './report';
import type { SocketsResult } from './sockets';

const count = (n: number) => n.toLocaleString('en-US');
const firstLine = (err: Error) => err.message.split('\n')[0];

/** `budgets` (kB of 1000 bytes) as `first-load-js.js --check` applies them: each row says whether its route is within. */
export function firstLoadRows(f: FirstLoadJs, budgets?: FirstLoadBudgets): Row[] {
  if ('unavailable' in f) return [{ area: 'first-load JS', what: 'per route (gzip)', value: 'not measured', notes: f.unavailable }];
  return f.routes.map((r) => {
    const row = { area: 'first-load JS (gzip)', what: r.route, value: kib(r.gzipBytes) };
    if (!budgets) return row;
    const budget = budgets.routes?.[r.route] ?? budgets.everyRoute;
    const target = budget > budgets.everyRoute ? `; target ${budgets.everyRoute} kB` : '';
    return { ...row, notes: `budget ${budget} kB (${r.gzipBytes <= budget * 1000 ? 'within' : 'OVER'}${target})` };
  });
}

export function catalogueRows(c: CatalogueTimings | Error, sizes: [number, number], note: string): Row[] {
  const area = 'video search, in-process';
  if (c instanceof Error) return [{ area, what: `at ${count(sizes[0])} and ${count(sizes[1])} videos`, value: 'not measured', notes: firstLine(c) }];
  const [small, large] = c.sizes;
  return large.timings.map((t, i) => {
    const s = small.timings[i];
    const seeded = i === 0 ? `; ${count(large.size)} seeded in ${formatDuration(large.seedMs / 1000)}${note ? ` (${note})` : ''}` : '';
    return {
      area,
      what: `${t.name} @ ${count(large.size)} videos`,
      p50: t.p50,
      p99: t.p99,
      ratio: t.p50 / s.p50,
      notes: `@ ${count(small.size)}: p50 ${s.p50.toFixed(1)} / p99 ${s.p99.toFixed(1)} ms${seeded}`,
    };
  });
}

export function memoryRows(m: { idle: number | null; peak: number; afterLoad: number | null; connections: number }): Row[] {
  const area = 'server memory (VmRSS)';
  return [
    { area, what: 'idle, after start and seed', value: m.idle ? mib(m.idle) : 'not measured' },
    { area, what: `peak during the load runs (${m.connections} connections)`, value: m.peak ? mib(m.peak) : 'not measured' },
    { area, what: 'idle, after the load runs', value: m.afterLoad ? mib(m.afterLoad) : 'not measured' },
  ];
}

export function socketRows(s: SocketsResult | Error, target: number): Row[] {
  const area = 'socket.io (websocket)';
  if (s instanceof Error) return [{ area, what: `${count(target)} authenticated connections`, value: 'not measured', notes: firstLine(s) }];
  const notes = [
    `${count(s.authenticated)} of ${count(s.target)} authenticated in ${s.connectSeconds.toFixed(0)} s`,
    `RSS ${mib(s.rssBefore)} -> ${mib(s.rssHeld)}`,
    s.failed ? `${count(s.failed)} failed (${s.firstError})` : '',
    s.stillConnected !== s.authenticated ? `${count(s.stillConnected)} still open at the end` : '',
  ];
  return [
    {
      area,
      what: `${count(s.authenticated)} authenticated connections held`,
      value: s.authenticated ? `${kib((s.rssHeld - s.rssBefore) / s.authenticated)}/conn` : 'none held',
      notes: notes.filter(Boolean).join('; '),
    },
  ];
}

export function lighthouseRows(results: LighthouseResult[] | Error | null): Row[] {
  const area = 'Lighthouse (mobile)';
  if (results === null) return [{ area, what: '/home, /videos/[id], /performers/[id], /feed', value: 'skipped', notes: '--quick' }];
  if (results instanceof Error) return [{ area, what: '/home, /videos/[id], /performers/[id], /feed', value: 'not measured', notes: firstLine(results) }];
  return results.map((r) => ({
    area,
    what: new URL(r.url).pathname,
    value: r.score === null ? 'not measured' : `score ${r.score}${r.range && r.range[0] !== r.range[1] ? ` (${r.range[0]}-${r.range[1]})` : ''}`,
    notes:
      r.score === null
        ? r.error
        : `median of ${r.runs ?? LIGHTHOUSE_RUNS} runs: FCP ${((r.fcp ?? 0) / 1000).toFixed(1)} s, LCP ${((r.lcp ?? 0) / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt ?? 0)} ms, CLS ${(r.cls ?? 0).toFixed(3)}` +
          (r.benchmarkIndex
            ? `; host benchmarkIndex ${Math.round(r.benchmarkIndex)}, 4x CPU slowdown (Lighthouse's guide suggests ${calibratedCpuSlowdown(r.benchmarkIndex).toFixed(1)}x here)`
            : ''),
  }));
}
