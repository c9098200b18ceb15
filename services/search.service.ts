import type { ServiceOptions } from '../lib/request-options';
import type { SearchSuggestions, SearchTotals } from '../types/content';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const SEARCH_TOTALS = 'GET /search/total';
const SEARCH_SUGGESTIONS = 'GET /search/suggestions';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH_TOTALS, SEARCH_SUGGESTIONS };

export const searchService = {
  /** GET /search/total?q: how many performers, videos, galleries and products match. */
  totals: (q: string, options?: ServiceOptions) => getOne<SearchTotals>(to(SEARCH_TOTALS), options, { q }),
  /** GET /search/suggestions?q: a few performers and videos for what is being typed. */
  suggestions: (q: string, options?: ServiceOptions) => getOne<SearchSuggestions>(to(SEARCH_SUGGESTIONS), options, { q }),
};
