import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, ok, list } from '../../http/envelope';
import { PagingQuery, paging } from '../../http/paging';
import { currentSession } from '../auth/guard';
import { toPrivateUser } from './presenter';
import { PrivateUser, PublicUser, UserUpdateBody } from './schemas';
import type { UsersService } from './service';

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  app.get('/users/me', { schema: { operationId: 'getMe', summary: 'Read the signed-in user', response: { 200: Envelope(PrivateUser) } } }, async (request) =>
    ok(toPrivateUser(currentSession(request).user)),
  );

  app.put(
    '/users',
    { schema: { operationId: 'updateMe', summary: "Update the signed-in user's profile", body: UserUpdateBody, response: { 200: Envelope(PrivateUser) } } },
    async (request) => ok(await users.updateProfile(currentSession(request).user.id, request.body)),
  );

  app.get(
    '/users/search',
    {
      config: { access: 'public', publicRead: 'everyone' },
      schema: {
        operationId: 'searchUsers',
        summary: 'Search users',
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), ...PagingQuery }),
        response: { 200: ListEnvelope(PublicUser) },
      },
    },
    async (request) => {
      const { data, total } = await users.search(request.query.q, paging(request.query));
      return list(data, total);
    },
  );

  app.get(
    '/users/view/:id',
    {
      config: { access: 'public', publicRead: 'everyone' },
      schema: {
        operationId: 'getUser',
        summary: "Read a user's public profile",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Envelope(PublicUser) },
      },
    },
    async (request) => ok(await users.publicProfile(request.params.id)),
  );
};
