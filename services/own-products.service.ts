import type { ServiceOptions } from '../lib/request-options';
import type { OwnAssetsQuery, OwnProduct } from '../types/studio';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const SEARCH = 'GET /performer/assets/products/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH };

export const ownProductsService = {
  /** GET /performer/assets/products/search: the caller's own products, drafts and hidden ones included. */
  search: (query: OwnAssetsQuery = {}, options?: ServiceOptions) => getList<OwnProduct>(to(SEARCH), query, options),
};
