import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ListEnvelope, ok, list, PagingQuery } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { currentSession, requireUser } from '../auth/guard';
import { toPrivateUser, toPublicUser } from './presenter';
import { PrivateUser, PublicUser, UserUpdateBody } from './schemas';
import type { UsersRepo } from './repo';

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersRepo }> = async (app, { users }) => {
  app.get(
    '/users/me',
    { preHandler: requireUser, schema: { response: { 200: Envelope(PrivateUser) } } },
    async (request) => {
      return ok(toPrivateUser(currentSession(request).user));
    },
  );

  app.put(
    '/users',
    {
      preHandler: requireUser,
      schema: {
        
        body: UserUpdateBody,
        response: { 200: Envelope(PrivateUser) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const { name, ...rest } = request.body;
      const updated = await users.update(user.id, { ...rest, ...(name ? { name: name.trim() } : {}) });
      if (!updated) throw notFound('User not found');
      return ok(toPrivateUser(updated));
    },
  );

  app.get(
    '/users/search',
    {
      config: { publicRead: 'everyone' },
      schema: {
        
        querystring: Type.Object({ ...PagingQuery }),
        response: { 200: ListEnvelope(PublicUser) },
      },
    },
    async (request) => {
      const { q, limit = 12, offset = 0 } = request.query;
      const { rows, total } = await users.search(q, limit, offset);
      return list(rows.map(toPublicUser), total);
    },
  );

  app.get(
    '/users/view/:id',
    {
      config: { publicRead: 'everyone' },
      schema: {
        
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Envelope(PublicUser) },
      },
    },
    async (request) => {
      const user = await users.publicById(request.params.id);
      if (!user) throw notFound('User not found');
      return ok(toPublicUser(user));
    },
  );
};
