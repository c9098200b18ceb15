import net from 'node:net';
import geoip from 'geoip-country';
import type { FastifyRequest } from 'fastify';

function isLoopback(ip: string): boolean {
  const plain = ip.replace(/^::ffff:/, '');
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
}

export interface VisitorCountry {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  code: string | null;
  loopback: boolean;
}

/**
 * The visitor's country: a trusted CDN header when one is configured and present,
 * else an offline IP-to-country lookup. Loopback addresses have no country.
 */
export function countryOf(request: FastifyRequest, trustedHeader: string | null): VisitorCountry {
  if (trustedHeader) {
    const value = request.headers[trustedHeader];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return { code, loopback: false };
  }
  const ip = request.ip;
  if (isLoopback(ip)) return { code: null, loopback: true };
  return { code: geoip.lookup(ip.replace(/^::ffff:/, ''))?.country ?? null, loopback: false };
}
