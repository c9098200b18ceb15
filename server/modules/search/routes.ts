import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import type { SearchService } from './service';

const Count = Type.Integer({ minimum: 0 });

export const searchRoutes: FastifyPluginAsyncTypebox<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search/total',
    {
      config: { publicRead: 'everyone' },
      schema: {
        querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: Envelope(Type.Object({ performers: Count, videos: Count, galleries: Count, products: Count, total: Count })),
        },
      },
    },
    async (request) => ok(await search.totals(request.query.q)),
  );
};
