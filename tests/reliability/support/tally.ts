// Every request the virtual users sent, with its outcome and timing, and figures over any slice of them.
import fs from 'node:fs';

export interface RequestRecord {
  /** What was asked, e.g. "POST /api/comments" or "GET page /videos/:id". */
  label: string;
  page: boolean;
  /** A write: its 2xx answers are accepted writes. */
  write: boolean;
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  /** Sent and answered (ms since the epoch). */
  sentAt: number;
  doneAt: number;
  /** No answer: why. 5xx: the error body's code and message (JSON), or the first characters of the body. */
  error?: string;
  errorCode?: string;
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer';

export function statusClass(status: number): StatusClass {
  if (status === 0) return 'no answer';
  return `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as StatusClass;
}

export interface Summary {
  requests: number;
  byClass: Record<StatusClass, number>;
  byStatus: Map<number, number>;
  writesAccepted: number;
  p50: number;
  p99: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export class Tally {
  readonly records: RequestRecord[] = [];

  /** Every record as a line of JSON, for a closer look at a run (RELIABILITY_KEEP=1). */
  save(file: string): void {
    fs.writeFileSync(file, this.records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  }

  add(record: RequestRecord): void {
    this.records.push(record);
  }

  where(keep: (r: RequestRecord) => boolean): RequestRecord[] {
    return this.records.filter(keep);
  }

  static summarise(records: RequestRecord[]): Summary {
    const byClass: Record<StatusClass, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
    const byStatus = new Map<number, number>();
    const times: number[] = [];
    let writesAccepted = 0;
    for (const r of records) {
      byClass[statusClass(r.status)]++;
      byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
      if (r.status > 0) times.push(r.doneAt - r.sentAt);
      if (r.write && r.status >= 200 && r.status < 300) writesAccepted++;
    }
    times.sort((a, b) => a - b);
    return {
      requests: records.length,
      byClass,
      byStatus,
      writesAccepted,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      maxMs: times.length ? times[times.length - 1] : 0,
    };
  }

  /** The labels whose answers took longest at the 99th percentile: "GET page /home p99 3200 ms (max 9000 ms, 412 requests)". */
  static slowest(records: RequestRecord[], count: number): string[] {
    return Tally.byLabel(records.filter((r) => r.status > 0))
      .map(([label, rs]) => ({ label, s: Tally.summarise(rs) }))
      .sort((a, b) => b.s.p99 - a.s.p99)
      .slice(0, count)
      .map(({ label, s }) => `${label} p99 ${s.p99} ms (p50 ${s.p50}, max ${s.maxMs}, ${s.requests} requests)`);
  }

  /** Requests per label, most frequent first. */
  static byLabel(records: RequestRecord[]): Array<[string, RequestRecord[]]> {
    const groups = new Map<string, RequestRecord[]>();
    for (const r of records) groups.set(r.label, [...(groups.get(r.label) ?? []), r]);
    return [...groups].sort((a, b) => b[1].length - a[1].length);
  }
}
