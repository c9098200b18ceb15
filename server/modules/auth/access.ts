import type { Role } from '../../../lib/constants';

/** Who may call a route, as its guards declare it: anyone, any signed-in user, or a user holding one of `roles`. */
export type RouteAccess = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'role'; roles: Role[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'public'`: visitors may call this route (it may still read the session when one comes). Without it, or a
     * public scope (`publicRoutes`, default-guard.ts), or a guard of its own, an API route needs a signed-in user.
     */
    access?: 'public';
    /**
     * `'optional'`: a public route that reads the session when a token comes, and answers that caller differently
     * (what they bought, their age verification, a link bound to their account). `publicRead: 'anonymous'` says so too.
     */
    signIn?: 'optional';
  }
}

const ACCESS = Symbol.for('limelight.route-access');
type Tagged = { [ACCESS]?: RouteAccess };

/** Marks a guard (a preValidation or preHandler hook) with the access it enforces, so the route table can be read for it. */
export function declareAccess<F extends object>(guard: F, access: RouteAccess): F {
  (guard as Tagged)[ACCESS] = access;
  return guard;
}

/** The access a route's guards enforce (its preValidation and preHandler hooks): the strictest among them. */
export function routeAccess(route: { preValidation?: unknown; preHandler?: unknown }): RouteAccess {
  const guards = [route.preValidation ?? [], route.preHandler ?? []]
    .flat()
    .map((handler) => (handler as Tagged)?.[ACCESS])
    .filter((a): a is RouteAccess => !!a);
  return guards.find((a) => a.kind === 'role') ?? guards.find((a) => a.kind === 'signed-in') ?? { kind: 'public' };
}

/** Whether a public route answers a caller who sends a token differently from a visitor (see `signIn`). */
export function readsOptionalSignIn(route: { preValidation?: unknown; preHandler?: unknown; config?: { signIn?: 'optional'; publicRead?: string } }): boolean {
  return routeAccess(route).kind === 'public' && (route.config?.signIn === 'optional' || route.config?.publicRead === 'anonymous');
}
