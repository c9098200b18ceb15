import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a socket.io request may open a connection: a page of the site's own origin (SITE_URL's when set,
 * else the address the request was sent to), or no page at all. Browsers send Origin with every WebSocket
 * and cross-origin request, so a page elsewhere cannot use a visitor's browser to talk to the socket; a request
 * without Origin is a same-origin polling request or a client that is not a browser.
 */
export function originAllowed(headers: IncomingHttpHeaders, siteOrigin: string | null): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  if (siteOrigin) return origin === siteOrigin;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
