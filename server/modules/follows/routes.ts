import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession } from '../auth/guard';
import { FollowingQuery, FollowingSchema, FollowParams, FollowStateSchema } from './schemas';
import type { FollowsService } from './service';

/** Following performers for free, and the caller's list of creators; every route needs a session. */
export const followsRoutes: FastifyPluginAsyncTypebox<{ follows: FollowsService }> = async (app, { follows }) => {
  const state = { params: FollowParams, response: { 200: Envelope(FollowStateSchema) } };
  const me = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/follows/:performerId',
    { schema: { ...state, operationId: 'getFollow', summary: 'Tell whether the caller follows a performer' } },
    async (request) => ok(await follows.state(me(request), request.params.performerId)),
  );

  // A follow changes nothing the public reads (its counts are read here, per viewer).
  const write = { schema: state, config: { keepsPublicReads: true } };
  app.put('/follows/:performerId', { ...write, schema: { ...state, operationId: 'followPerformer', summary: 'Follow a performer' } }, async (request) =>
    ok(await follows.follow(me(request), request.params.performerId)),
  );

  app.delete(
    '/follows/:performerId',
    { ...write, schema: { ...state, operationId: 'unfollowPerformer', summary: 'Stop following a performer' } },
    async (request) => ok(await follows.unfollow(me(request), request.params.performerId)),
  );

  app.get(
    '/users/me/following',
    {
      schema: {
        operationId: 'listFollowing',
        summary: 'List the performers the caller follows',
        querystring: FollowingQuery,
        response: { 200: ListEnvelope(FollowingSchema) },
      },
    },
    async (request) => {
      const { data, total } = await follows.following(me(request), paging(request.query));
      return list(data, total);
    },
  );
};
