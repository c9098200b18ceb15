import Cookies from 'js-cookie';
import type { IncomingMessage } from 'http';
import { getToken, parseCookies, removeToken, setToken, tokenCookieOptions } from '../../../lib/cookies';

afterEach(() => jest.restoreAllMocks());

describe('token cookie', () => {
  it('lasts 365 days with remember me', () => {
    expect(tokenCookieOptions(true)).toMatchObject({ expires: 365, path: '/' });
  });

  it('lasts 1 day without remember me', () => {
    expect(tokenCookieOptions(false)).toMatchObject({ expires: 1, path: '/' });
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

describe('parseCookies', () => {
  it('keeps the first value of a name and tolerates bad encoding', () => {
    expect(parseCookies('a=1; a=2; b=%E0%A4%A; junk; c=x=y')).toEqual({ a: '1', b: '%E0%A4%A', c: 'x=y' });
    expect(parseCookies(undefined)).toEqual({});
  });
});
