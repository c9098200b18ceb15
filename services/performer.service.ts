import type { ServiceOptions } from '../lib/request-options';
import type { Performer, PerformerQuery } from '../types/performer';
import { ENDPOINTS, to } from './endpoints';
import { getList, getOne } from './fetch-helpers';

export const performerService = {
  /** GET /performers/search */
  search: (query: PerformerQuery = {}, options?: ServiceOptions) => getList<Performer>(to(ENDPOINTS.performers.search), query, options),
  /** GET /performers/:id (id or username) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Performer>(to(ENDPOINTS.performers.findOne, { id }), options),
};
