import type { FastifyRequest } from 'fastify';
import { currentSession } from '../auth/guard';
import type { Viewer } from './service';

/** The signed-in caller as the order and transaction reads see them: themselves, or an admin who sees all. */
export function viewerOf(request: FastifyRequest): Viewer {
  const { user } = currentSession(request);
  return { id: user.id, isAdmin: user.roles.includes('admin') };
}
