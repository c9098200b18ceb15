import type { ServiceOptions } from '../lib/request-options';
import type { Performer, PerformerQuery } from '../types/performer';
import { to } from './endpoint';
import { getList, getOne } from './fetch-helpers';

const PERFORMER = 'GET /performers/:id';
const SEARCH_PERFORMERS = 'GET /performers/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PERFORMER, SEARCH_PERFORMERS };

export const performerService = {
  /** GET /performers/search */
  search: (query: PerformerQuery = {}, options?: ServiceOptions) => getList<Performer>(to(SEARCH_PERFORMERS), query, options),
  /** GET /performers/:id (id or username) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Performer>(to(PERFORMER, { id }), options),
};
