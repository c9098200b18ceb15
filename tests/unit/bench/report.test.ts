import { formatDuration, formatMs, formatRatio, formatRps, renderTable } from '../../../bench/report';
import { median, percentile } from '../../../bench/stats';

describe('bench figures', () => {
  it('takes nearest-rank percentiles and the lower median', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(median([9, 1, 5, 3])).toBe(3);
  });

  it('formats ratios, rates, latencies and durations for people', () => {
    expect(formatRatio(0.04123)).toBe('0.041×');
    expect(formatRatio(1.7)).toBe('1.7×');
    expect(formatRatio(12.34)).toBe('12.3×');
    expect(formatRatio(undefined)).toBe('');
    expect(formatRps(3444.4)).toBe('3,444');
    expect(formatRps(2.5)).toBe('2.5');
    expect(formatMs(8.06)).toBe('8.1');
    expect(formatMs(1234.5)).toBe('1,235');
    expect(formatMs(Number.NaN)).toBe('');
    expect(formatDuration(549)).toBe('9 min 9 s');
    expect(formatDuration(42)).toBe('42 s');
  });

  it('renders one Markdown table, naming each area once', () => {
    const table = renderTable([
      { area: 'API', what: 'GET /a', rps: 100, p50: 5, p99: 20, ratio: 0.5 },
      { area: 'API', what: 'GET /b', rps: 50, p50: 10, p99: 40, ratio: 0.25, notes: 'slow' },
      { area: 'memory', what: 'idle', value: '718 MiB' },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\| area +\| what +\| req\/s \| p50 ms \| p99 ms \| +ratio \| +value \| notes \|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+:\|/);
    expect(lines[3].startsWith('|        | GET /b')).toBe(true);
    expect(lines[4]).toContain('718 MiB');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
