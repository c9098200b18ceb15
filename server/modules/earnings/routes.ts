import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { areaScope, requirePerformerOrAdmin } from '../performers/area';
import { earningFilter } from './filters';
import { EarningSchema, EarningSearchQuery, EarningStatsQuery, EarningStatsSchema, EarningTimelineQuery, EarningTimelineSchema } from './schemas';
import type { EarningsService } from './service';

/** A performer's earnings (an admin's: everyone's, or one performer's with ?performerId=). */
export const earningsRoutes: FastifyPluginAsyncTypebox<{ earnings: EarningsService }> = async (app, { earnings }) => {
  const guard = { preHandler: requirePerformerOrAdmin };

  app.get(
    '/earning/performer/search',
    {
      ...guard,
      schema: {
        operationId: 'searchEarnings',
        summary: "List the performer's earnings",
        querystring: EarningSearchQuery,
        response: { 200: ListEnvelope(EarningSchema) },
      },
    },
    async (request) => {
      const filter = earningFilter(request.query, areaScope(request, request.query.performerId));
      const { data, total } = await earnings.search(filter, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/earning/performer/stats',
    {
      ...guard,
      schema: {
        operationId: 'getEarningStats',
        summary: "Sum the performer's earnings",
        querystring: EarningStatsQuery,
        response: { 200: Envelope(EarningStatsSchema) },
      },
    },
    async (request) => {
      return ok(await earnings.stats(earningFilter(request.query, areaScope(request, request.query.performerId))));
    },
  );

  app.get(
    '/earning/performer/timeline',
    {
      ...guard,
      schema: {
        operationId: 'getEarningTimeline',
        summary: "Read the performer's earnings over time",
        querystring: EarningTimelineQuery,
        response: { 200: Envelope(EarningTimelineSchema) },
      },
    },
    async (request) => {
      const filter = earningFilter(request.query, areaScope(request, request.query.performerId));
      return ok(await earnings.timeline(filter, request.query.groupBy ?? 'day'));
    },
  );
};
