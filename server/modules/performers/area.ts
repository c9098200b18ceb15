import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { notFound } from '../../http/errors';
import { currentSession, requireRole } from '../auth/guard';

/** Where the performer's own pages' API lives: /api/performer/... (assets now; earnings and subscribers next). */
export const PERFORMER_AREA = '/api/performer/';

/**
 * The performer area's one guard: every route registered under PERFORMER_AREA after this runs (on `api`)
 * gets the performer-role check before its own handlers, so no route there can forget it.
 */
export function guardPerformerArea(api: FastifyInstance): void {
  const guard = requireRole('performer') as preHandlerHookHandler;
  api.addHook('onRoute', (route) => {
    if (!route.url.startsWith(PERFORMER_AREA)) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [guard, ...own];
  });
}

/** The signed-in performer behind a performer-area request (the area's guard has checked the role). */
export const performerOf = (request: FastifyRequest): string => currentSession(request).user.id;

/**
 * The performer area's one ownership check: a performer reaches only their own things. Another performer's
 * thing answers as a missing one would (404), so the area does not tell that a draft exists.
 */
export function assertOwnedBy(ownerId: string, performerId: string, what: string): void {
  if (ownerId !== performerId) throw notFound(`${what[0].toUpperCase()}${what.slice(1)} not found`);
}
