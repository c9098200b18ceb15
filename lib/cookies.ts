import Cookies from 'js-cookie';
import type { IncomingMessage } from 'http';
import { TOKEN_COOKIE, TOKEN_DAYS_REMEMBER, TOKEN_DAYS_SESSION } from './constants';
import { isBrowser } from './url';

/** Spec 9: the token cookie lasts 365 days, or 1 day when "remember me" is off. */
export function tokenCookieOptions(remember: boolean): Cookies.CookieAttributes {
  return {
    expires: remember ? TOKEN_DAYS_REMEMBER : TOKEN_DAYS_SESSION,
    path: '/',
    sameSite: 'lax',
    secure: isBrowser() && window.location.protocol === 'https:',
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

/** Set-Cookie value that makes the browser drop the token cookie (used by server rendering). */
export const EXPIRED_TOKEN_COOKIE = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
