import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../lib/constants';
import { forbidden, unauthorized } from '../../http/errors';
import { declareAccess } from './access';
import type { Session, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, when a valid token came with the request. */
    session: Session | null;
  }
}

/** `Authorization: Bearer <t>` or a bare token. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export const authGuardPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFrom(request);
    if (token) request.session = await opts.sessions.resolve(token);
  });
  // A user's own write may change what their session carries (name, avatar, roles): read it afresh next time.
  app.addHook('onSend', async (request, reply) => {
    if (request.session && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      // Not awaited: what may be stale elsewhere meanwhile is the user's own name or avatar, not a right.
      void opts.sessions.userChanged(request.session.user.id);
    }
  });
});

export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** preHandler: the caller must be logged in. */
export const requireUser = declareAccess(
  async (request: FastifyRequest): Promise<void> => {
    currentSession(request);
  },
  { kind: 'signed-in' },
);

/** preHandler factory: the caller must hold one of the roles. */
export function requireRole(...roles: Role[]) {
  return declareAccess(
    async (request: FastifyRequest): Promise<void> => {
      const { user } = currentSession(request);
      if (!user.roles.some((r) => (roles as string[]).includes(r))) throw forbidden();
    },
    { kind: 'role', roles },
  );
}
