import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { requireRole } from '../auth/guard';
import { SiteTimelineQuery, SiteTimelineSchema } from './schemas';
import type { SiteStats } from './stats';

/** The admin dashboard's figures over time. */
export const statsRoutes: FastifyPluginAsyncTypebox<{ stats: SiteStats }> = async (app, { stats }) => {
  app.get(
    '/admin/stats/timeline',
    {
      preHandler: requireRole('admin'),
      schema: {
        operationId: 'getSiteTimeline',
        summary: "Read the site's sales over time",
        querystring: SiteTimelineQuery,
        response: { 200: Envelope(SiteTimelineSchema) },
      },
    },
    async (request) => ok(await stats.timeline(request.query.groupBy ?? 'day')),
  );
};
