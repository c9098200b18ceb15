// One load run: `connections` keep-alive connections sending the same GET (autocannon, from this process),
// measured over a steady-state window. The window opens once every connection has had an answer (so the
// server's queue is full: a slow page at 50 connections has seconds of queue) and at least `warmupSeconds`
// have passed, and lasts `seconds`; only answers that arrive inside it count. Figures from the start of a
// run would flatter slow pages: their first answers never waited behind 49 others.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadResult {
  /** 2xx answers per second inside the window. */
  rps: number;
  p50: number;
  p99: number;
  /** 2xx answers inside the window. */
  requests: number;
  /** Non-2xx answers, socket errors and timeouts inside the window: any of them makes the figures suspect. */
  failures: number;
  warmupSeconds: number;
  /** False when the window opened at maxWarmupSeconds, before every connection had had an answer. */
  queueFilled: boolean;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Least warm-up (JIT, caches, first module loads). */
  warmupSeconds: number;
  /** The window opens after this long even if not every connection has had an answer yet. */
  maxWarmupSeconds: number;
}

export function runLoad(url: string, headers: Record<string, string>, o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const latencies: number[] = [];
    let answers = 0;
    let failures = 0;
    let windowStart: number | null = null;
    let queueFilled = false;
    let windowEnd = 0;
    let stopTimer: NodeJS.Timeout | undefined;

    const instance = autocannon({ url, headers, connections: o.connections, duration: o.maxWarmupSeconds + o.seconds + 30, timeout: 60 }, (err) => {
      clearTimeout(stopTimer);
      clearTimeout(cap);
      if (err) return reject(err);
      if (windowStart === null) return reject(new Error('the run ended before its window opened'));
      latencies.sort((a, b) => a - b);
      resolve({
        rps: latencies.length / ((windowEnd - windowStart) / 1000),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        requests: latencies.length,
        failures,
        warmupSeconds: (windowStart - started) / 1000,
        queueFilled,
      });
    });
    const openWindow = () => {
      if (windowStart !== null) return;
      windowStart = performance.now();
      stopTimer = setTimeout(() => {
        windowEnd = performance.now();
        instance.stop();
      }, o.seconds * 1000);
    };
    const cap = setTimeout(openWindow, o.maxWarmupSeconds * 1000);
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (windowStart === null) {
        queueFilled ||= ++answers >= o.connections;
        if (queueFilled && performance.now() - started >= o.warmupSeconds * 1000) openWindow();
        return;
      }
      if (windowEnd) return;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures++;
    });
    instance.on('reqError', () => {
      if (windowStart !== null && !windowEnd) failures++;
    });
  });
}
