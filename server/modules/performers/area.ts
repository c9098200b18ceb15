import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { forbidden, notFound } from '../../http/errors';
import { currentSession, requireRole } from '../auth/guard';

/**
 * Where the performer's own pages' API lives: /api/performer/... A performer reaches their own things there; an
 * admin reaches everyone's (or one performer's, with ?performerId=), the same rule as the earnings and subscriber
 * reads (/earning/performer/*, /subscriptions/performer/search), which take the same guard and scope.
 */
export const PERFORMER_AREA = '/api/performer/';

/** preHandler of every performer-scoped read: a performer, or an admin. */
export const requirePerformerOrAdmin = requireRole('performer', 'admin');

/**
 * The performer area's one guard: every route registered under PERFORMER_AREA after this runs (on `api`)
 * gets the role check (performer or admin) before its body is even validated, so no route there can forget it
 * and a caller who may not be there learns only that (401/403), never what a good request would look like.
 */
export function guardPerformerArea(api: FastifyInstance): void {
  const guard = requirePerformerOrAdmin as preValidationHookHandler;
  api.addHook('onRoute', (route) => {
    if (!route.url.startsWith(PERFORMER_AREA)) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...own];
  });
}

/**
 * Whose things a performer-scoped read covers: a performer's own; an admin's everyone's (null) or the one
 * performer asked for. A performer asking for another performer's is refused (403), never answered.
 */
export function areaScope(request: FastifyRequest, performerId?: string): string | null {
  const { user } = currentSession(request);
  if (user.roles.includes('admin')) return performerId ?? null;
  if (performerId && performerId !== user.id) throw forbidden('A performer sees only their own', 'NOT_YOUR_PERFORMER_ID');
  return user.id;
}

/**
 * The performer area's one ownership check: a performer reaches only their own things (an admin, scope null,
 * every one). Another performer's thing answers as a missing one would (404), so the area does not tell that a
 * draft exists.
 */
export function assertOwnedBy(ownerId: string, performerId: string | null, what: string): void {
  if (performerId !== null && ownerId !== performerId) throw notFound(`${what[0].toUpperCase()}${what.slice(1)} not found`);
}
