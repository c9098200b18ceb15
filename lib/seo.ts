import type { IncomingMessage } from 'http';
import { isAbsoluteUrl, isBrowser } from './url';

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value || '').split(',')[0].trim();
}

/**
 * The site's own origin, for absolute share links (og:image, og:url): the browser's location, or during
 * server rendering the request's (forwarded) protocol and host.
 */
export function requestOrigin(req?: IncomingMessage): string {
  if (isBrowser()) return window.location.origin;
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  if (!req) return '';
  const host = header(req, 'x-forwarded-host') || header(req, 'host');
  if (!host) return '';
  const proto = header(req, 'x-forwarded-proto') || 'http';
  return `${proto}://${host}`;
}

/** A site-relative address made absolute against the origin; absolute ones are kept. */
export function absoluteUrl(address: string | null | undefined, origin: string): string | undefined {
  if (!address) return undefined;
  if (isAbsoluteUrl(address) || !origin) return address;
  return `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
}
