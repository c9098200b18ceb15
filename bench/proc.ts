// What Linux's /proc says about a server process: resident memory (status) and CPU time used (stat).
import fs from 'node:fs';

/** VmRSS in bytes, or null when it cannot be read (process gone, not Linux). */
export function readRss(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples VmRSS every `everyMs` until stopped; `peak` is the largest sample. */
export function sampleRss(pid: number, everyMs = 250): { stop(): number | null } {
  let peak: number | null = readRss(pid);
  const timer = setInterval(() => {
    const rss = readRss(pid);
    if (rss !== null && (peak === null || rss > peak)) peak = rss;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Waits `settleMs` (let the process finish what it was doing), then reads VmRSS. */
export async function settledRss(pid: number, settleMs: number): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return readRss(pid);
}

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on Linux

/** User + system CPU seconds the process has used, or null when it cannot be read. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Waits until the process has used less than `busyShare` of one core over `quietMs` (it finished the work
 * a stopped load run left queued), or `maxMs` passed. Returns the time waited.
 */
export async function waitForIdle(pid: number, { quietMs = 300, busyShare = 0.1, maxMs = 30_000 } = {}): Promise<number> {
  const started = Date.now();
  let last = cpuSeconds(pid);
  while (last !== null && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = cpuSeconds(pid);
    if (now === null || now - last < (busyShare * quietMs) / 1000) break;
    last = now;
  }
  return Date.now() - started;
}
