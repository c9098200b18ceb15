import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { SearchTotalsQuery, SearchTotalsSchema } from './schemas';
import type { SearchService } from './service';

export const searchRoutes: FastifyPluginAsyncTypebox<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search/total',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: SearchTotalsQuery,
        response: { 200: Envelope(SearchTotalsSchema) },
      },
    },
    async (request) => ok(await search.totals(request.query.q)),
  );
};
