import type { Period } from '../../db/per-period';
import { badRequest } from '../../http/errors';

export type { Period };

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest series one request may ask for (a year and a day of days; years of weeks or months). */
export const MAX_POINTS = 366;
/** How far back a timeline looks when no fromDate is given: 30 days, 12 weeks, 12 months. */
const DEFAULT_POINTS: Record<Period, number> = { day: 30, week: 12, month: 12 };

/** The first instant (UTC) of the period holding `at`; weeks start on Monday, as Postgres' date_trunc does. */
export function periodStart(at: Date, period: Period): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'day') return day;
  if (period === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function step(start: Date, period: Period, count: number): Date {
  if (period === 'day') return new Date(start.getTime() + count * DAY_MS);
  if (period === 'week') return new Date(start.getTime() + count * 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1));
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The periods (their first days, YYYY-MM-DD) a timeline shows, oldest first, from `from` to just before `to`
 * (exclusive), with the default reach when `from` is not given; a range longer than MAX_POINTS is refused.
 */
export function periodsBetween(period: Period, from: Date | undefined, to: Date): string[] {
  const last = periodStart(new Date(to.getTime() - 1), period);
  const first = from ? periodStart(from, period) : step(last, period, 1 - DEFAULT_POINTS[period]);
  const periods: string[] = [];
  for (let start = first; start <= last; start = step(start, period, 1)) {
    if (periods.length === MAX_POINTS) {
      throw badRequest(`A timeline has at most ${MAX_POINTS} points: narrow the dates or group by a longer period.`, 'TIMELINE_TOO_LONG');
    }
    periods.push(dayOf(start));
  }
  return periods;
}
