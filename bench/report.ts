// The one table `npm run bench` prints: pure formatting, no measuring.

export interface Row {
  area: string;
  what: string;
  rps?: number;
  p50?: number;
  p99?: number;
  /** Dimensionless: what it divides is said in the table's legend. */
  ratio?: number;
  /** The row's one figure that is not a latency (memory, bytes, a score). */
  value?: string;
  notes?: string;
}

export const COLUMNS = ['area', 'what', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'value', 'notes'] as const;
const RIGHT = new Set(['req/s', 'p50 ms', 'p99 ms', 'ratio', 'value']);

const group = (n: number) => Math.round(n).toLocaleString('en-US');

export function formatMs(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '';
  return ms < 10 ? ms.toFixed(1) : group(ms);
}

export function formatRps(rps: number | undefined): string {
  if (rps === undefined || !Number.isFinite(rps)) return '';
  return rps < 10 ? rps.toFixed(1) : group(rps);
}

export function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined || !Number.isFinite(ratio)) return '';
  return `${ratio >= 10 ? ratio.toFixed(1) : ratio.toPrecision(2)}×`;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Seconds as "7 min 12 s" / "42 s". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

function cells(row: Row, previous: Row | undefined): string[] {
  return [
    previous?.area === row.area ? '' : row.area,
    row.what,
    formatRps(row.rps),
    formatMs(row.p50),
    formatMs(row.p99),
    formatRatio(row.ratio),
    row.value ?? '',
    row.notes ?? '',
  ];
}

/** A Markdown table, padded so it also reads well in a terminal; the area is written once per group. */
export function renderTable(rows: Row[]): string {
  const body = rows.map((row, i) => cells(row, rows[i - 1]));
  const widths = COLUMNS.map((name, c) => Math.max(name.length, ...body.map((r) => r[c].length)));
  const line = (values: readonly string[]) => `| ${values.map((v, c) => (RIGHT.has(COLUMNS[c]) ? v.padStart(widths[c]) : v.padEnd(widths[c]))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (RIGHT.has(COLUMNS[c]) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(COLUMNS), rule, ...body.map(line)].join('\n');
}
