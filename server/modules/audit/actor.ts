import type { FastifyRequest } from 'fastify';
import { currentSession } from '../auth/guard';

/** Who did an admin action: a signed-in admin, or the operator at the command line (`npm run admin`). */
export interface Actor {
  /** The admin's user id; null for the command line. */
  id: string | null;
  /** What the audit log shows: the admin's username, or "command line". */
  name: string;
}

export const COMMAND_LINE: Actor = { id: null, name: 'command line' };

/** The signed-in admin making `request`. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = currentSession(request);
  return { id: user.id, name: user.username };
}
