import { PAGE_ROUTES, ROUTES } from './constants';
import { readJson, removeItem, writeJson } from './storage';
import { isBrowser } from './url';

/** The query word that carries where to come back to after logging in: /auth/login?next=/videos/abc */
export const RETURN_PARAM = 'next';

const MAX_LENGTH = 2048;
/** A stand-in origin to resolve a path against: whatever resolves elsewhere is not a path of this site. */
const HERE = 'https://return-path.invalid';
/** Pages a visitor is never sent back to: the login and register pages themselves (no loop), /login too. */
const NOT_RETURNED_TO = [ROUTES.authLogin, ROUTES.unauthorized, PAGE_ROUTES.register, PAGE_ROUTES.verifyEmail, PAGE_ROUTES.resetPassword];

/**
 * A return path we may send a visitor to after logging in: a path of this site ("/videos/abc?t=1"), never an
 * address elsewhere. Refused: anything not a string, absolute URLs (https:, javascript:, data:), scheme-relative
 * `//host`, backslashes (browsers read `/\host` as `//host`), whitespace and control characters, over-long
 * values, and the log-in and register pages themselves. Returns the normalised path, or null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  if (NOT_RETURNED_TO.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can resolve to a scheme-relative address: "/.//evil.example" is "//evil.example".
  return path.startsWith('//') ? null : path;
}

const withReturn = (page: string, returnTo: unknown) => {
  const path = safeReturnPath(returnTo);
  return path && path !== ROUTES.home ? `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}` : page;
};

/** The log-in page, asked to come back to `returnTo` afterwards (when that is a safe path). */
export const loginPath = (returnTo?: unknown) => withReturn(ROUTES.authLogin, returnTo);

/** The register page, carrying the same return path on to log-in. */
export const registerPath = (returnTo?: unknown) => withReturn(PAGE_ROUTES.register, returnTo);

/** The safe return path the current page's address carries (?next=), if any. */
export function returnPathFromLocation(): string | null {
  if (!isBrowser()) return null;
  return safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));
}

/** The page the visitor is on, as a return path (browser only). */
export function currentPath(): string | null {
  if (!isBrowser()) return null;
  return safeReturnPath(`${window.location.pathname}${window.location.search}`);
}

/** Where a visitor who registered from a page wants to come back to, kept across the e-mail verification link. */
const PENDING_KEY = 'returnPath';
const PENDING_DAYS = 2;

export function rememberReturnPath(path: unknown): void {
  const safe = safeReturnPath(path);
  if (safe) writeJson(PENDING_KEY, { path: safe, at: Date.now() });
}

/** The remembered path (still safe, and not older than PENDING_DAYS), or null. */
export function recallReturnPath(): string | null {
  const stored = readJson<unknown>(PENDING_KEY, null);
  if (typeof stored !== 'object' || stored === null) return null;
  const { path, at } = stored as { path?: unknown; at?: unknown };
  if (typeof at !== 'number' || Date.now() - at > PENDING_DAYS * 86_400_000) return null;
  return safeReturnPath(path);
}

export function forgetReturnPath(): void {
  removeItem(PENDING_KEY);
}
