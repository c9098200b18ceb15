import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListEnvelope, list } from '../../http/envelope';
import type { FileUrls } from '../catalogue/file-urls';
import { paging } from '../catalogue/listing';
import { toPromotion } from './presenter';
import { PromotionSchema, PromotionSearchQuery } from './schemas';
import type { PromotionKind, PromotionsRepo } from './repo';

const ROUTES: Array<{ url: string; kind: PromotionKind }> = [
  { url: '/site-promo/search', kind: 'promo' },
  { url: '/banners/search', kind: 'banner' },
];

export const promotionsRoutes: FastifyPluginAsyncTypebox<{ promotions: PromotionsRepo; files: FileUrls }> = async (
  app,
  { promotions, files },
) => {
  for (const { url, kind } of ROUTES) {
    app.get(
      url,
      {
        config: { publicRead: 'everyone' },
        schema: {
          querystring: PromotionSearchQuery,
          response: { 200: ListEnvelope(PromotionSchema) },
        },
      },
      async (request, reply) => {
        const { position, limit, offset } = request.query;
        const { rows, total } = await promotions.search(kind, position, paging({ limit, offset }));
        return list(
          rows.map((p) => toPromotion(p, files)),
          total,
        );
      },
    );
  }
};
