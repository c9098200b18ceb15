import type { Static } from '@sinclair/typebox';
import type { EarningSourceType } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { DAY_MS } from './timeline';
import type { EarningStatsQuery } from './schemas';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** What an earnings read is limited to. `performerId` null: everyone's (an admin's read). `to` is exclusive. */
export interface EarningFilter {
  performerId: string | null;
  from?: Date;
  to?: Date;
  sourceType?: EarningSourceType;
  isPaid?: boolean;
  status?: 'earned' | 'reversed';
}

/** Earnings began long after this; earlier years would only confuse the calendar arithmetic (Date.UTC maps 0-99 to 19xx). */
const FIRST_YEAR = 1970;

/** The first instant of a day given as YYYY-MM-DD (UTC); 400 when it is not one. */
export function dayStart(name: string, value: string): Date {
  if (!DAY_ONLY.test(value)) throw badRequest(`${name} takes a day (YYYY-MM-DD), not "${value}"`, 'INVALID_DATE');
  return parseBound(name, value).at;
}

/** A day (YYYY-MM-DD, UTC) or an instant; an instant without a zone is UTC. */
function parseBound(name: string, value: string): { at: Date; wholeDay: boolean } {
  const day = DAY_ONLY.test(value);
  const at = day ? new Date(`${value}T00:00:00Z`) : new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(at.getTime()) || (day && at.toISOString().slice(0, 10) !== value)) {
    throw badRequest(`${name} is not a ${day ? 'date' : 'date or time'}: ${value}`, 'INVALID_DATE');
  }
  if (at.getUTCFullYear() < FIRST_YEAR) throw badRequest(`${name} is before ${FIRST_YEAR}: ${value}`, 'INVALID_DATE');
  return { at, wholeDay: Boolean(day) };
}

/** The query's filters for a reader limited to `performerId` (null: everyone). Dates are inclusive. */
export function earningFilter(query: Static<typeof EarningStatsQuery>, performerId: string | null): EarningFilter {
  const from = query.fromDate ? parseBound('fromDate', query.fromDate).at : undefined;
  let to: Date | undefined;
  if (query.toDate) {
    const bound = parseBound('toDate', query.toDate);
    // The whole last day counts; an instant counts itself (to the millisecond).
    to = new Date(bound.at.getTime() + (bound.wholeDay ? DAY_MS : 1));
  }
  if (from && to && from >= to) throw badRequest('fromDate must not be after toDate', 'INVALID_DATE_RANGE');
  return {
    performerId,
    from,
    to,
    sourceType: query.sourceType,
    isPaid: query.isPaid === undefined ? undefined : query.isPaid === 'true',
    status: query.status,
  };
}
