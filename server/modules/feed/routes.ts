import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AgeGate } from '../age-verification/gate';
import { Envelope, ok } from '../../http/envelope';
import { currentSession } from '../auth/guard';
import { FeedPageSchema, FeedQuery } from './schemas';
import type { FeedService } from './service';

/** The signed-in fan's feed (personal: never from a shared cache). */
export const feedRoutes: FastifyPluginAsyncTypebox<{ feed: FeedService; ageGate: AgeGate }> = async (app, { feed, ageGate }) => {
  app.get(
    '/feed',
    { schema: { operationId: 'getFeed', summary: "Read the caller's feed", querystring: FeedQuery, response: { 200: Envelope(FeedPageSchema) } } },
    async (request) => {
      const { user } = currentSession(request);
      const viewer = await ageGate.viewer(request);
      return ok(await feed.page({ ...viewer, id: user.id }, request.query));
    },
  );
};
