import type { ParsedUrlQuery } from 'querystring';
import type { EarningSource, EarningStatsQuery, EarningTimeline } from '../types/earnings';
import { queryFilters } from './listing-query';
import { EARNING_SOURCE_OPTIONS, PAID_OPTIONS } from './studio';

// /performer/earnings keeps its filters in the URL: ?fromDate=2026-11-01&toDate=2026-11-30&sourceType=video&isPaid=false&groupBy=week

export type GroupBy = EarningTimeline['groupBy'];

export const GROUP_BY_OPTIONS: { value: GroupBy; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
export const DEFAULT_GROUP_BY: GroupBy = 'day';

export interface EarningsFilters extends Pick<EarningStatsQuery, 'fromDate' | 'toDate' | 'isPaid'> {
  sourceType?: EarningSource;
  groupBy: GroupBy;
}

const RULES = [
  { key: 'fromDate' },
  { key: 'toDate' },
  { key: 'sourceType', options: EARNING_SOURCE_OPTIONS },
  { key: 'isPaid', options: PAID_OPTIONS },
  { key: 'groupBy', options: GROUP_BY_OPTIONS },
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string | undefined): text is string => Boolean(text && DAY.test(text) && !Number.isNaN(Date.parse(text)));

/** The page's filters from its URL: known words only, dates as real YYYY-MM-DD days (a range given backwards is turned round). */
export function earningsFiltersFrom(query: ParsedUrlQuery): EarningsFilters {
  const words = queryFilters(RULES, query);
  const filters: EarningsFilters = { groupBy: (words.groupBy as GroupBy | undefined) ?? DEFAULT_GROUP_BY };
  let [from, to] = [words.fromDate, words.toDate].map((d) => (isDay(d) ? d : undefined));
  if (from && to && from > to) [from, to] = [to, from];
  if (from) filters.fromDate = from;
  if (to) filters.toDate = to;
  if (words.sourceType) filters.sourceType = words.sourceType as EarningSource;
  if (words.isPaid) filters.isPaid = words.isPaid as 'true' | 'false';
  return filters;
}

/** The filters every earnings read takes (the list and the totals), without the chart's grouping. */
export function commonFilters({ groupBy: _groupBy, ...rest }: EarningsFilters): Omit<EarningsFilters, 'groupBy'> {
  return rest;
}
