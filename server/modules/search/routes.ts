import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { SearchSuggestionsQuery, SearchSuggestionsSchema, SearchTotalsQuery, SearchTotalsSchema } from './schemas';
import type { SearchService } from './service';

export const searchRoutes: FastifyPluginAsyncTypebox<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search/total',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'countSearchResults',
        summary: 'Count search results by kind',
        querystring: SearchTotalsQuery,
        response: { 200: Envelope(SearchTotalsSchema) },
      },
    },
    async (request) => ok(await search.totals(request.query.q)),
  );

  // Not personal: the same answer for everyone, from the shared read cache and cacheable by browsers and CDNs.
  app.get(
    '/search/suggestions',
    {
      config: { publicRead: 'everyone' },
      schema: {
        operationId: 'getSearchSuggestions',
        summary: 'Suggest search terms',
        querystring: SearchSuggestionsQuery,
        response: { 200: Envelope(SearchSuggestionsSchema) },
      },
    },
    async (request) => ok(await search.suggestions(request.query.q)),
  );
};
