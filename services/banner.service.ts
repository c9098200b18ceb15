import type { ServiceOptions } from '../lib/request-options';
import type { Promotion, PromotionQuery } from '../types/content';
import { ENDPOINTS, to } from './endpoints';
import { getList } from './fetch-helpers';

export type { PromotionQuery } from '../types/content';

export const bannerService = {
  /** GET /site-promo/search?position */
  promos: async (query: PromotionQuery = {}, options?: ServiceOptions) =>
    (await getList<Promotion>(to(ENDPOINTS.promotions.promos), query, options)).data,
  /** GET /banners/search?position */
  banners: async (query: PromotionQuery = {}, options?: ServiceOptions) =>
    (await getList<Promotion>(to(ENDPOINTS.promotions.banners), query, options)).data,
};
