import type { ServiceOptions } from '../lib/request-options';
import type { Performer, PerformerQuery } from '../types/performer';
import { getList, getOne, segment } from './fetch-helpers';

export const performerService = {
  /** GET /performers/search */
  search: (query: PerformerQuery = {}, options?: ServiceOptions) => getList<Performer>('/performers/search', query, options),
  /** GET /performers/:id (id or username) */
  findOne: (id: string, options?: ServiceOptions) => getOne<Performer>(`/performers/${segment(id)}`, options),
};
