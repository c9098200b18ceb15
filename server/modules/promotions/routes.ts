import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListEnvelope, list } from '../../http/envelope';
import { paging } from '../../http/paging';
import { PromotionSchema, PromotionSearchQuery } from './schemas';
import type { PromotionKind } from './repo';
import type { PromotionsService } from './service';

const ROUTES: Array<{ url: string; kind: PromotionKind }> = [
  { url: '/site-promo/search', kind: 'promo' },
  { url: '/banners/search', kind: 'banner' },
];

export const promotionsRoutes: FastifyPluginAsyncTypebox<{ promotions: PromotionsService }> = async (app, { promotions }) => {
  for (const { url, kind } of ROUTES) {
    app.get(
      url,
      { config: { publicRead: 'everyone' }, schema: { querystring: PromotionSearchQuery, response: { 200: ListEnvelope(PromotionSchema) } } },
      async (request) => {
        const { data, total } = await promotions.search(kind, request.query.position, paging(request.query));
        return list(data, total);
      },
    );
  }
};
