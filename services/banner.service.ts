import type { ServiceOptions } from '../lib/request-options';
import type { Promotion, PromotionPosition } from '../types/content';
import { getList } from './fetch-helpers';

export interface PromotionQuery {
  position?: PromotionPosition;
}

export const bannerService = {
  /** GET /site-promo/search?position */
  promos: async (query: PromotionQuery = {}, options?: ServiceOptions) =>
    (await getList<Promotion>('/site-promo/search', query, options)).data,
  /** GET /banners/search?position */
  banners: async (query: PromotionQuery = {}, options?: ServiceOptions) =>
    (await getList<Promotion>('/banners/search', query, options)).data,
};
