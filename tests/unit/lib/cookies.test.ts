import Cookies from 'js-cookie';
import type { IncomingMessage } from 'http';
import { expiredTokenCookie, getToken, isSecureRequest, parseCookies, removeToken, setToken, tokenCookieOptions } from '../../../lib/cookies';

afterEach(() => jest.restoreAllMocks());

describe('token cookie', () => {
  it('lasts 365 days with remember me', () => {
    expect(tokenCookieOptions(true)).toMatchObject({ expires: 365, path: '/' });
  });

  it('lasts 1 day without remember me', () => {
    expect(tokenCookieOptions(false)).toMatchObject({ expires: 1, path: '/' });
  });

  it('is SameSite=Lax, and Secure when the page was served over HTTPS', () => {
    expect(tokenCookieOptions(true, 'https:')).toMatchObject({ sameSite: 'lax', secure: true });
    expect(tokenCookieOptions(false, 'http:')).toMatchObject({ sameSite: 'lax', secure: false });
    // In the browser the page's own protocol decides (jsdom serves http://localhost).
    expect(tokenCookieOptions(true)).toMatchObject({ secure: false });
  });

  it('is written as "token" through js-cookie with that lifetime', () => {
    const set = jest.spyOn(Cookies, 'set');
    setToken('abc', true);
    expect(set).toHaveBeenLastCalledWith('token', 'abc', expect.objectContaining({ expires: 365 }));
    setToken('def', false);
    expect(set).toHaveBeenLastCalledWith('token', 'def', expect.objectContaining({ expires: 1 }));
    expect(getToken()).toBe('def');
  });

  it('is removed on logout', () => {
    setToken('abc', true);
    removeToken();
    expect(getToken()).toBeNull();
  });

  it('is read from the request Cookie header on the server', () => {
    const req = { headers: { cookie: 'theme=dark; token=s%20rv; other=1' } } as unknown as IncomingMessage;
    expect(getToken(req)).toBe('s rv');
    expect(getToken({ headers: {} } as IncomingMessage)).toBeNull();
  });
});

describe('the expired token cookie server rendering sends', () => {
  const request = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

  it('is Secure when the visitor came over HTTPS (directly, or as X-Forwarded-Proto the server vouches for)', () => {
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest(request({}, true))).toBe(true);
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isSecureRequest(request({}))).toBe(false);
    expect(expiredTokenCookie(true)).toBe('token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
    expect(expiredTokenCookie(false)).toBe('token=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('parseCookies', () => {
  it('keeps the first value of a name and tolerates bad encoding', () => {
    expect(parseCookies('a=1; a=2; b=%E0%A4%A; junk; c=x=y')).toEqual({ a: '1', b: '%E0%A4%A', c: 'x=y' });
    expect(parseCookies(undefined)).toEqual({});
  });
});
