import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../../../lib/constants';
import { tokenFrom } from './guard';
import type { Session, SessionService } from './sessions';

/** The first value of cookie `name` in a Cookie header (lib/cookies.ts's parseCookies, without the browser parts). */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The session of a request for a file the page shows (<img>, <video>), which sends the site's token cookie and no
 * Authorization header: the header's session when there is one (a header with a bad token is no session, whatever the
 * cookie says), else the cookie's.
 */
export async function headerOrCookieSession(request: FastifyRequest, sessions: Pick<SessionService, 'resolve'>): Promise<Session | null> {
  if (request.session) return request.session;
  if (tokenFrom(request)) return null;
  const token = cookieValue(request.headers.cookie, TOKEN_COOKIE);
  if (!token || token.length > 200) return null;
  return sessions.resolve(token);
}
