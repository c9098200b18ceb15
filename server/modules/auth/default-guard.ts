import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerBase,
  RawServerDefault,
  FastifyTypeProviderDefault,
  preHandlerHookHandler,
} from 'fastify';
import { routeAccess } from './access';
import { requireUser } from './guard';

/**
 * Guards by default (as fastify/demo's per-folder autohooks): every API route needs a signed-in user unless it
 * says otherwise. A route says so with a guard of its own (requireUser, requireRole, an area guard), or with
 * `config: { access: 'public' }` (a public route may still read the session when one comes), or by being
 * registered through `publicRoutes(plugin)`, the scope of the route plugins whose routes are all for visitors.
 * The route table (http/route-table.ts), the OpenAPI document and the authorisation matrix read the result.
 */
const PUBLIC_SCOPE = Symbol.for('limelight.public-scope');
type Scope = FastifyInstance & { [PUBLIC_SCOPE]?: boolean };

/**
 * A route plugin whose routes are for visitors (catalogue reads, sign-in, webhooks signed by the gateway...):
 * `api.register(publicRoutes(healthRoutes), opts)`. A route inside that declares a guard keeps it.
 */
export function publicRoutes<
  Options extends FastifyPluginOptions,
  Server extends RawServerBase = RawServerDefault,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
>(plugin: FastifyPluginAsync<Options, Server, TypeProvider>): FastifyPluginAsync<Options, Server, TypeProvider> {
  // Not wrapped in fastify-plugin: it gets a scope of its own, so the mark stays inside it (and its children).
  const scope: FastifyPluginAsync<Options, Server, TypeProvider> = async (instance, options) => {
    if (!instance.hasDecorator(PUBLIC_SCOPE)) instance.decorate(PUBLIC_SCOPE, true);
    await plugin(instance, options);
  };
  Object.defineProperty(scope, 'name', { value: `public ${plugin.name}` });
  return scope;
}

/**
 * Registers, on `api` and before its routes, the hook that gives every route declaring no access the signed-in
 * guard. A public route (by its config or its scope) is left open and leaves with `config.access = 'public'`, so
 * the route table tells a declared public route from one the hook never saw.
 */
export function guardByDefault(api: FastifyInstance): void {
  api.addHook('onRoute', function (this: Scope, route) {
    if (routeAccess(route).kind !== 'public') return;
    if (route.config?.access === 'public') return;
    if (this[PUBLIC_SCOPE]) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [requireUser as preHandlerHookHandler, ...own];
  });
}
