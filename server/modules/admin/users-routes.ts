import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { paging } from '../../http/paging';
import type { AccountSuspension } from '../account/suspension';
import { actorOf } from '../audit/actor';
import { requireRole } from '../auth/guard';
import { AdminUser, AdminUserParams, AdminUserQuery, RoleParams, SuspendBody } from '../users/admin-schemas';
import type { UsersService } from '../users/service';
import type { AdminService } from './service';

interface Options {
  admin: AdminService;
  users: UsersService;
  suspension: AccountSuspension;
}

/** Accounts for the admins: find, view, suspend and reinstate, give and take roles. */
export const adminUsersRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { admin, users, suspension }) => {
  const adminOnly = requireRole('admin');
  const one = { params: AdminUserParams, response: { 200: Envelope(AdminUser) } };

  app.get(
    '/admin/users',
    {
      preHandler: adminOnly,
      schema: { operationId: 'searchAccounts', summary: 'Search accounts', querystring: AdminUserQuery, response: { 200: ListEnvelope(AdminUser) } },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const { data, total } = await users.adminSearch(filters, paging({ limit, offset }));
      return list(data, total);
    },
  );

  app.get('/admin/users/:id', { preHandler: adminOnly, schema: { ...one, operationId: 'getAccount', summary: 'Read an account' } }, async (request) =>
    ok(await users.adminView(request.params.id)),
  );

  app.post(
    '/admin/users/:id/suspend',
    { preHandler: adminOnly, schema: { operationId: 'suspendAccount', summary: 'Suspend an account', ...one, body: SuspendBody } },
    async (request) => {
      if (request.params.id === actorOf(request).id) throw conflict('You cannot suspend your own account.', 'SUSPENDING_YOURSELF');
      return ok(await suspension.suspend(request.params.id, request.body.reason, actorOf(request)));
    },
  );

  app.post(
    '/admin/users/:id/reinstate',
    { preHandler: adminOnly, schema: { ...one, operationId: 'reinstateAccount', summary: 'Reinstate a suspended account' } },
    async (request) => ok(await suspension.reinstate(request.params.id, actorOf(request))),
  );

  const roleRoute = { preHandler: adminOnly, schema: { params: RoleParams, response: { 200: Envelope(AdminUser) } } };
  app.put(
    '/admin/users/:id/roles/:role',
    { ...roleRoute, schema: { ...roleRoute.schema, operationId: 'grantRole', summary: 'Grant a role to an account' } },
    async (request) => {
      const { username } = await users.adminView(request.params.id);
      await admin.setRole(username, request.params.role, true, actorOf(request));
      return ok(await users.adminView(request.params.id));
    },
  );
  app.delete(
    '/admin/users/:id/roles/:role',
    { ...roleRoute, schema: { ...roleRoute.schema, operationId: 'revokeRole', summary: 'Take a role from an account' } },
    async (request) => {
      const { id, role } = request.params;
      if (id === actorOf(request).id && role === 'admin') throw conflict('You cannot take away your own admin role.', 'DEMOTING_YOURSELF');
      const { username } = await users.adminView(id);
      await admin.setRole(username, role, false, actorOf(request));
      return ok(await users.adminView(id));
    },
  );
};
