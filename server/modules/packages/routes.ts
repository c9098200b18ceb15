import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, list, ListEnvelope, ok } from '../../http/envelope';
import { paging } from '../../http/paging';
import { currentSession, requireRole } from '../auth/guard';
import { CreatePackageBody, PackageIdParams, PackageSchema, PackageSearchQuery, UpdatePackageBody } from './schemas';
import type { PackageActor, PackagesService } from './service';

const actorOf = (request: FastifyRequest): PackageActor => {
  const { user } = currentSession(request);
  return { id: user.id, name: user.username, roles: user.roles };
};

/** Subscription packages: anyone lists them; their performer (or an admin) creates, edits and deactivates them. */
export const packagesRoutes: FastifyPluginAsyncTypebox<{ packages: PackagesService }> = async (app, { packages }) => {
  app.get(
    '/package/subscription/search',
    {
      config: { access: 'public', publicRead: 'anonymous' },
      schema: {
        operationId: 'searchSubscriptionPackages',
        summary: "List the site's subscription packages",
        querystring: PackageSearchQuery,
        response: { 200: ListEnvelope(PackageSchema) },
      },
    },
    async (request) => {
      const user = request.session?.user;
      const { data, total } = await packages.search(
        user ? { id: user.id, name: user.username, roles: user.roles } : null,
        request.query,
        paging(request.query),
      );
      return list(data, total);
    },
  );

  const manager = requireRole('performer', 'admin');
  app.post(
    '/package/subscription',
    {
      preHandler: manager,
      schema: {
        operationId: 'createSubscriptionPackage',
        summary: 'Create a subscription package',
        body: CreatePackageBody,
        response: { 200: Envelope(PackageSchema) },
      },
    },
    async (request) => ok(await packages.create(actorOf(request), request.body)),
  );
  app.put(
    '/package/subscription/:id',
    {
      preHandler: manager,
      schema: {
        operationId: 'updateSubscriptionPackage',
        summary: 'Edit a subscription package',
        params: PackageIdParams,
        body: UpdatePackageBody,
        response: { 200: Envelope(PackageSchema) },
      },
    },
    async (request) => ok(await packages.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/package/subscription/:id',
    {
      preHandler: manager,
      schema: {
        operationId: 'deleteSubscriptionPackage',
        summary: 'Delete a subscription package',
        params: PackageIdParams,
        response: { 200: Envelope(PackageSchema) },
      },
    },
    async (request) => ok(await packages.deactivate(actorOf(request), request.params.id)),
  );
};
