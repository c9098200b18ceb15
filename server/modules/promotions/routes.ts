import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListEnvelope, list } from '../../http/envelope';
import { paging } from '../../http/paging';
import { PromotionSchema, PromotionSearchQuery } from './schemas';
import type { PromotionKind } from './repo';
import type { PromotionsService } from './service';

const ROUTES: Array<{ url: string; kind: PromotionKind; operationId: string; summary: string }> = [
  { url: '/site-promo/search', kind: 'promo', operationId: 'searchSitePromos', summary: 'List the site promotions shown at a position' },
  { url: '/banners/search', kind: 'banner', operationId: 'searchBanners', summary: 'List the banners shown at a position' },
];

export const promotionsRoutes: FastifyPluginAsyncTypebox<{ promotions: PromotionsService }> = async (app, { promotions }) => {
  for (const { url, kind, operationId, summary } of ROUTES) {
    app.get(
      url,
      {
        config: { publicRead: 'everyone' },
        schema: { operationId, summary, querystring: PromotionSearchQuery, response: { 200: ListEnvelope(PromotionSchema) } },
      },
      async (request) => {
        const { data, total } = await promotions.search(kind, request.query.position, paging(request.query));
        return list(data, total);
      },
    );
  }
};
