import type { Static } from '@sinclair/typebox';
import type { EarningSourceType } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { EarningStatsQuery } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What an earnings read is limited to. `performerId` null: everyone's (an admin's read). `to` is exclusive. */
export interface EarningFilter {
  performerId: string | null;
  from?: Date;
  to?: Date;
  sourceType?: EarningSourceType;
  isPaid?: boolean;
  status?: 'earned' | 'reversed';
}

/** A day (YYYY-MM-DD, UTC) or an instant; an instant without a zone is UTC. */
function parseBound(name: string, value: string): { at: Date; wholeDay: boolean } {
  const day = DAY_ONLY.exec(value);
  if (day) {
    const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (at.toISOString().slice(0, 10) !== value) throw badRequest(`${name} is not a date: ${value}`, 'INVALID_DATE');
    return { at, wholeDay: true };
  }
  const at = new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(at.getTime())) throw badRequest(`${name} is not a date or time: ${value}`, 'INVALID_DATE');
  return { at, wholeDay: false };
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
