import type { ServiceOptions } from '../lib/request-options';
import type { SearchTotals } from '../types/content';
import { ENDPOINTS, to } from './endpoints';
import { getOne } from './fetch-helpers';

export const searchService = {
  /** GET /search/total?q: how many performers, videos, galleries and products match. */
  totals: (q: string, options?: ServiceOptions) => getOne<SearchTotals>(to(ENDPOINTS.search.totals), options, { q }),
};
