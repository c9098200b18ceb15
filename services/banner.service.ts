import type { ServiceOptions } from '../lib/request-options';
import type { Promotion, PromotionQuery } from '../types/content';
import { to } from './endpoint';
import { getList } from './fetch-helpers';

const SEARCH_BANNERS = 'GET /banners/search';
const SEARCH_PROMOS = 'GET /site-promo/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEARCH_BANNERS, SEARCH_PROMOS };

export type { PromotionQuery } from '../types/content';

export const bannerService = {
  /** GET /site-promo/search?position */
  promos: async (query: PromotionQuery = {}, options?: ServiceOptions) => (await getList<Promotion>(to(SEARCH_PROMOS), query, options)).data,
  /** GET /banners/search?position */
  banners: async (query: PromotionQuery = {}, options?: ServiceOptions) => (await getList<Promotion>(to(SEARCH_BANNERS), query, options)).data,
};
