/*
 * The formatters below write English by hand instead of through Intl: building an Intl formatter loads locale
 * data, and the first one on a page cost 33-70 ms of main thread in Chromium on this machine (four times that
 * on a slow phone), in the middle of hydration. tests/unit/lib/format.test.ts checks them against Intl.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Integer cents as an amount with two decimals and en-US thousands separators: 123456789 -> "1,234,567.89". */
function centsToAmount(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Money as the site shows it, from integer cents (999 is 9.99): the ui currencySymbol first ("$12.99"). */
export function formatMoney(cents: number, symbol: string): string {
  const value = Number.isFinite(cents) ? Math.round(cents) : 0;
  return `${symbol}${centsToAmount(value === 0 ? 0 : value)}`;
}

/** Seconds as m:ss, or h:mm:ss past an hour ("4:05", "1:02:09"). Empty when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Compact counts: 950, 1.2K, 3.4M. */
export function formatCount(value: number | null | undefined): string {
  const n = Number(value) || 0;
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${Number((n / 1000).toFixed(n < 10_000 ? 1 : 0))}K`;
  return `${Number((n / 1_000_000).toFixed(1))}M`;
}

/** "Mar 4, 2025"; empty for a missing or bad date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * "28 Nov, 18:00": a moment in the viewer's own time zone (`timeZone` for tests), as a performer reads when their
 * scheduled item goes live. Empty for a missing or bad date. It differs between server and browser: render it on the client.
 */
export function formatLocalDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}

/** Plain text of admin HTML, collapsed and cut to `max` characters (for meta descriptions). */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html || '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** "US" -> "United States"; the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) || code;
  } catch {
    return code;
  }
}

type TimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: Array<[TimeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says for a count other than 0 of a unit. */
function relativeTime(count: number, unit: TimeUnit): string {
  if (count === -1 && unit === 'day') return 'yesterday';
  if (count === 1 && unit === 'day') return 'tomorrow';
  if (Math.abs(count) === 1 && unit !== 'hour' && unit !== 'minute') return `${count < 0 ? 'last' : 'next'} ${unit}`;
  const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? '' : 's'}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; empty for a missing or bad date. */
export function formatRelativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** Sizes in binary units as file managers show them: 980 B, 12.4 KB, 1.5 MB, 3.2 GB. */
export function formatBytes(bytes: number): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** A wait in words, rounded as a person would say it: "8 s", "3 min", "1 h 20 min". */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
