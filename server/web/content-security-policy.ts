import { randomBytes } from 'node:crypto';

export { NONCE_HEADER } from '../../lib/constants';

/** A fresh nonce for one page response: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64url');

/**
 * The Content-Security-Policy of a page. Scripts run only when they carry this response's nonce, or when a
 * script that did loads them ('strict-dynamic': Next's chunk loader); styles may be inline (antd and React
 * put some there); pictures, media, fonts and connections (the API, socket.io) come from this site; no
 * plugins; no <base> elsewhere; forms post here; and no other site may frame the pages. The only frames are
 * reCAPTCHA's (its checkbox and challenge live in Google's iframes; its script comes in through 'strict-dynamic').
 * In development Next's hot reloader evaluates code, so 'unsafe-eval' is added there only.
 */
export function pageContentSecurityPolicy(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
