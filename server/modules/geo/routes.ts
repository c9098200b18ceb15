import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { countryOf } from './country-of';
import { CountryBlockCheckSchema } from './schemas';
import type { CountryBlockService } from './service';

export const geoRoutes: FastifyPluginAsyncTypebox<{ countryBlock: CountryBlockService; countryHeader: string | null }> = async (
  app,
  { countryBlock, countryHeader },
) => {
  app.get(
    '/country-block/check',
    {
      schema: {
        operationId: 'checkCountryBlock',
        summary: "Tell whether the caller's country is blocked",
        response: { 200: Envelope(CountryBlockCheckSchema) },
      },
    },
    async (request) => {
      const { code } = countryOf(request, countryHeader);
      return ok({ blocked: await countryBlock.isBlocked(code) });
    },
  );
};
