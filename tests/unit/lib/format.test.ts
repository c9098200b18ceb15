import { formatBytes, formatDate, formatLocalDateTime, formatMoney, formatRelativeTime, formatWait } from '../../../lib/format';

// lib/format.ts writes English by hand to keep Intl's start-up cost off the page; Intl is the reference here.
const intlMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const intlRelative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

describe('formatters agree with Intl', () => {
  it('money: cents of every size, both signs', () => {
    const cents = [0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 99_999_999, 123_456_789_012];
    for (const c of cents) {
      for (const signed of c === 0 ? [0] : [c, -c]) expect(formatMoney(signed, '$')).toBe(`$${intlMoney.format(signed / 100)}`);
    }
    expect(formatMoney(1299, '€')).toBe('€12.99');
    expect(formatMoney(Number.NaN, '$')).toBe('$0.00');
    expect(formatMoney(-0, '$')).toBe('$0.00'); // Intl says "-0.00"
    expect(formatMoney(-0.001, '$')).toBe('$0.00');
  });

  it('dates: every day of 2024 and the ends of the range people use', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day += 1) {
      const iso = new Date(start + day * 86_400_000 + 23 * 3_600_000).toISOString();
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
    }
    for (const iso of ['1970-01-01T00:00:00.000Z', '1999-12-31T23:59:59.999Z', '2100-02-28T00:00:00.000Z']) {
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
    }
  });

  it('relative time: each unit, one and many, past and future', () => {
    const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
      ['year', 365 * 86_400],
      ['month', 30 * 86_400],
      ['week', 7 * 86_400],
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
    ];
    const now = Date.parse('2025-03-04T12:00:00.000Z');
    units.forEach(([unit, size], index) => {
      const larger = index === 0 ? Infinity : units[index - 1][1];
      for (const count of [1, 2, 3, 5, 11, 40]) {
        if (count * size >= larger) continue;
        for (const sign of [-1, 1]) {
          const iso = new Date(now + sign * count * size * 1000).toISOString();
          expect(formatRelativeTime(iso, now)).toBe(intlRelative.format(sign * count, unit));
        }
      }
    });
  });
});

describe('sizes and waits, as an upload says them', () => {
  it('sizes in binary units, one decimal under ten', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(4 * 1024 ** 3)).toBe('4.0 GB');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });

  it('waits rounded as a person says them', () => {
    expect(formatWait(0.2)).toBe('1 s');
    expect(formatWait(59)).toBe('59 s');
    expect(formatWait(150)).toBe('3 min');
    expect(formatWait(3600)).toBe('1 h');
    expect(formatWait(4800)).toBe('1 h 20 min');
  });
});

describe('formatLocalDateTime', () => {
  it('says a moment as "28 Nov, 18:00" in the given time zone, and nothing for a missing or bad date', () => {
    expect(formatLocalDateTime('2026-11-28T17:00:00.000Z', 'Europe/Paris')).toBe('28 Nov, 18:00');
    expect(formatLocalDateTime('2026-11-28T17:00:00.000Z', 'America/New_York')).toBe('28 Nov, 12:00');
    expect(formatLocalDateTime('2026-11-28T23:30:00.000Z', 'Asia/Tokyo')).toBe('29 Nov, 08:30');
    expect(formatLocalDateTime(null)).toBe('');
    expect(formatLocalDateTime('soon')).toBe('');
  });
});
