import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { PagingQuery, paging } from '../catalogue/listing';
import { IdOrSlugParams } from '../catalogue/schemas';
import { PerformerSchema } from './presenter';
import type { PerformersService } from './service';

export const performersRoutes: FastifyPluginAsyncTypebox<{ performers: PerformersService }> = async (app, { performers }) => {
  app.get(
    '/performers/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200 })),
          gender: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
          country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
          sortBy: Type.Optional(Type.Union([Type.Literal('popular'), Type.Literal('newest')])),
          ...PagingQuery,
        }),
        response: { 200: ListEnvelope(PerformerSchema) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await performers.search(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );

  app.get(
    '/performers/:id',
    { config: { publicRead: 'everyone' }, schema: { params: IdOrSlugParams, response: { 200: Envelope(PerformerSchema) } } },
    async (request) => ok(await performers.detail(request.params.id)),
  );
};
