import type { IncomingMessage } from 'http';
import { ORIGIN_HEADER } from './constants';
import { isAbsoluteUrl, isBrowser } from './url';

/**
 * The site's own origin, for absolute share links (og:image, og:url): the browser's location, or during
 * server rendering the origin the server checked and handed over (server/web/site-origin.ts); never a
 * Host or X-Forwarded-* header as the client sent it.
 */
export function requestOrigin(req?: IncomingMessage): string {
  if (isBrowser()) return window.location.origin;
  const origin = req?.headers[ORIGIN_HEADER];
  return typeof origin === 'string' ? origin : '';
}

/** A site-relative address made absolute against the origin; absolute ones are kept. */
export function absoluteUrl(address: string | null | undefined, origin: string): string | undefined {
  if (!address) return undefined;
  if (isAbsoluteUrl(address) || !origin) return address;
  return `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
}
