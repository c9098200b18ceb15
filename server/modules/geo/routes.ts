import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { countryOf } from './country-of';
import type { CountryBlockService } from './service';

export const geoRoutes: FastifyPluginAsyncTypebox<{ countryBlock: CountryBlockService; countryHeader: string | null }> =
  async (app, { countryBlock, countryHeader }) => {
    app.get(
      '/country-block/check',
      {
        schema: {
          
          response: { 200: Envelope(Type.Object({ blocked: Type.Boolean() })) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { code } = countryOf(request, countryHeader);
        return ok({ blocked: await countryBlock.isBlocked(code) });
      },
    );
  };
