import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { IdOrSlugParams } from '../catalogue/schemas';
import { PerformerSchema, PerformerSearchQuery } from './schemas';
import type { PerformersService } from './service';
import { paging } from '../../http/paging';

export const performersRoutes: FastifyPluginAsyncTypebox<{ performers: PerformersService }> = async (app, { performers }) => {
  app.get(
    '/performers/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'searchPerformers',
        summary: 'Search performers',
        querystring: PerformerSearchQuery,
        response: { 200: ListEnvelope(PerformerSchema) },
      },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await performers.search(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );

  app.get(
    '/performers/:id',
    {
      config: { publicRead: 'everyone' },
      schema: { operationId: 'getPerformer', summary: "Read a performer's profile", params: IdOrSlugParams, response: { 200: Envelope(PerformerSchema) } },
    },
    async (request) => ok(await performers.detail(request.params.id)),
  );
};
