import type { ServiceOptions } from '../lib/request-options';
import type { PerformerSubscribersQuery, Subscriber } from '../types/subscriptions';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const SEARCH = 'GET /subscriptions/performer/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH };

export const performerSubscribersService = {
  /** GET /subscriptions/performer/search: the caller's subscribers with package, status, period end and total paid. */
  search: (query: PerformerSubscribersQuery = {}, options?: ServiceOptions) => getList<Subscriber>(to(SEARCH), query, options),
};
