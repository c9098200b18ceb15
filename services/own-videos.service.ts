import type { ServiceOptions } from '../lib/request-options';
import type { OwnAssetsQuery, OwnVideo } from '../types/studio';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const SEARCH = 'GET /performer/assets/videos/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH };

export const ownVideosService = {
  /** GET /performer/assets/videos/search: the caller's own videos, drafts and hidden ones included. */
  search: (query: OwnAssetsQuery = {}, options?: ServiceOptions) => getList<OwnVideo>(to(SEARCH), query, options),
};
