import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { currentSession } from '../auth/guard';
import type { EntitlementService } from '../entitlements/service';
import { BoughtQuery, BoughtSchema } from './bought-schemas';

/**
 * GET /user/bought: which of the cards a page shows the caller bought. A page shared by every signed-in viewer
 * (server/web/viewer-pages.ts) shows the catalogue as visitors see it; the viewer's own marks come from here.
 */
export const boughtRoutes: FastifyPluginAsyncTypebox<{ entitlements: EntitlementService }> = async (app, { entitlements }) => {
  app.get(
    '/user/bought',
    {
      schema: {
        operationId: 'listBoughtAmong',
        summary: 'Tell which of the given videos, galleries and products the caller bought',
        querystring: BoughtQuery,
        response: { 200: Envelope(BoughtSchema) },
      },
    },
    async (request) => {
      const viewerId = currentSession(request).user.id;
      const idsOf = (list: string | undefined) => [...new Set(list?.toLowerCase().split(',') ?? [])];
      const [video, gallery, product] = await Promise.all(
        (['video', 'gallery', 'product'] as const).map(async (kind) => {
          const ids = idsOf(request.query[kind]);
          return ids.length ? [...(await entitlements.boughtOf(viewerId, kind, ids))] : [];
        }),
      );
      return ok({ video, gallery, product });
    },
  );
};
