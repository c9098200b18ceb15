import Cookies from 'js-cookie';
import type { IncomingMessage } from 'http';
import { TOKEN_COOKIE, TOKEN_DAYS_REMEMBER, TOKEN_DAYS_SESSION } from './constants';
import { isBrowser } from './url';

/** The page's protocol in the browser ('https:' or 'http:'); null on the server. */
function pageProtocol(): string | null {
  return isBrowser() ? window.location.protocol : null;
}

/**
 * Spec 9: the token cookie lasts 365 days, or 1 day when "remember me" is off. SameSite=Lax, and Secure
 * whenever the page was served over HTTPS, so the token never travels over plain HTTP.
 */
export function tokenCookieOptions(remember: boolean, protocol = pageProtocol()): Cookies.CookieAttributes {
  return {
    expires: remember ? TOKEN_DAYS_REMEMBER : TOKEN_DAYS_SESSION,
    path: '/',
    sameSite: 'lax',
    secure: protocol === 'https:',
  };
}

export function setToken(token: string, remember: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieOptions(remember));
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The token: from the request's Cookie header on the server, from document.cookie in the browser. */
export function getToken(req?: IncomingMessage): string | null {
  if (req) return parseCookies(req.headers.cookie)[TOKEN_COOKIE] || null;
  if (!isBrowser()) return null;
  return Cookies.get(TOKEN_COOKIE) || null;
}

/**
 * Whether the visitor reached this request over HTTPS. The site's server (server/main.ts) sets X-Forwarded-Proto
 * on every page request to the protocol it trusts (a proxy's header only from a proxy TRUST_PROXY names), so
 * the header can be believed here.
 */
export function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto) === 'https';
}

/** Set-Cookie value that makes the browser drop the token cookie (used by server rendering). */
export function expiredTokenCookie(secure: boolean): string {
  return `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
