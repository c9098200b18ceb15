import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute links on a page are built from (og:url, og:image): SITE_URL when it is set; otherwise the
 * request's protocol and host as Fastify reads them (X-Forwarded-* only from a trusted proxy, TRUST_PROXY),
 * and only when they are a plain http(s) scheme and a host name: anything else gives no origin, so a page
 * shows relative links rather than ones a client wrote.
 */
export function siteOrigin(request: FastifyRequest, configuredSiteUrl: string | undefined): string {
  if (configuredSiteUrl) return configuredSiteUrl.replace(/\/$/, '');
  const protocol = request.protocol;
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !host || !HOST.test(host)) return '';
  return `${protocol}://${host.toLowerCase()}`;
}
