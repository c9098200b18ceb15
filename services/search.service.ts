import type { ServiceOptions } from '../lib/request-options';
import type { SearchTotals } from '../types/content';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const SEARCH_TOTALS = 'GET /search/total';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH_TOTALS };

export const searchService = {
  /** GET /search/total?q: how many performers, videos, galleries and products match. */
  totals: (q: string, options?: ServiceOptions) => getOne<SearchTotals>(to(SEARCH_TOTALS), options, { q }),
};
