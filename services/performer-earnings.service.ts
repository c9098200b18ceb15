import type { ServiceOptions } from '../lib/request-options';
import type { Earning, EarningSearchQuery, EarningStats, EarningStatsQuery, EarningTimeline, EarningTimelineQuery } from '../types/earnings';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const STATS = 'GET /earning/performer/stats';
const TIMELINE = 'GET /earning/performer/timeline';
const SEARCH = 'GET /earning/performer/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { STATS, TIMELINE, SEARCH };

export const performerEarningsService = {
  /** GET /earning/performer/stats: the caller's totals (gross, commission, net, paid, unpaid) of the filtered earnings. */
  stats: (query: EarningStatsQuery = {}, options?: ServiceOptions) => getOne<EarningStats>(to(STATS), options, query),
  /** GET /earning/performer/timeline: net earnings per day, week or month, empty periods included. */
  timeline: (query: EarningTimelineQuery = {}, options?: ServiceOptions) => getOne<EarningTimeline>(to(TIMELINE), options, query),
  /** GET /earning/performer/search: the caller's earnings, newest first. */
  search: (query: EarningSearchQuery = {}, options?: ServiceOptions) => getList<Earning>(to(SEARCH), query, options),
};
