import {
  forgetReturnPath,
  loginPath,
  recallReturnPath,
  registerPath,
  rememberReturnPath,
  returnPathFromLocation,
  safeReturnPath,
} from '../../../lib/return-path';

describe('the return path after logging in', () => {
  it.each([
    ['/videos/abc', '/videos/abc'],
    ['/videos/abc?t=3#comments', '/videos/abc?t=3#comments'],
    ['/products/tour-shirt', '/products/tour-shirt'],
    ['/cart', '/cart'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/a/../cart', '/cart'],
  ])('takes a path of this site: %s', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['an absolute http URL', 'http://evil.example'],
    ['a scheme-relative address', '//evil.example'],
    ['a scheme-relative address with a path', '//evil.example/videos'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a backslash later on', '/videos\\..\\..\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a slash-less start', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a path without its leading slash', 'videos/abc'],
    ['a tab inside (browsers drop it: /\t/evil is //evil)', '/\t/evil.example'],
    ['a newline inside', '/\n/evil.example'],
    ['dot segments resolving to a scheme-relative address', '/.//evil.example'],
    ['dot segments climbing out to a scheme-relative address', '/a/..//evil.example'],
    ['the empty string', ''],
    ['an over-long value', `/${'a'.repeat(5000)}`],
    ['the log-in page itself', '/auth/login?next=/x'],
    ['the register page', '/auth/register'],
    ['the /login page', '/login'],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([undefined, null, 42, ['/videos/abc'], { path: '/x' }])('refuses what is not a string: %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the log-in and register addresses with the path, or without it when it is not safe or is /home', () => {
    expect(loginPath('/videos/abc?t=3')).toBe('/auth/login?next=%2Fvideos%2Fabc%3Ft%3D3');
    expect(registerPath('/cart')).toBe('/auth/register?next=%2Fcart');
    expect(loginPath('//evil.example')).toBe('/auth/login');
    expect(loginPath('/home')).toBe('/auth/login');
    expect(loginPath(undefined)).toBe('/auth/login');
  });

  it("reads the current address's ?next=", () => {
    window.history.replaceState(null, '', '/auth/login?next=%2Fvideos%2Fabc');
    expect(returnPathFromLocation()).toBe('/videos/abc');
    window.history.replaceState(null, '', '/auth/login?next=https%3A%2F%2Fevil.example');
    expect(returnPathFromLocation()).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

describe('the return path kept across e-mail verification', () => {
  beforeEach(() => window.localStorage.clear());

  it('is remembered, recalled and forgotten', () => {
    rememberReturnPath('/videos/abc');
    expect(recallReturnPath()).toBe('/videos/abc');
    forgetReturnPath();
    expect(recallReturnPath()).toBeNull();
  });

  it('is not remembered when unsafe', () => {
    rememberReturnPath('//evil.example');
    expect(recallReturnPath()).toBeNull();
  });

  it('is checked again when recalled (storage may have been written by anyone), and expires', () => {
    window.localStorage.setItem('returnPath', JSON.stringify({ path: 'https://evil.example', at: Date.now() }));
    expect(recallReturnPath()).toBeNull();
    window.localStorage.setItem('returnPath', JSON.stringify({ path: '/cart', at: Date.now() - 3 * 86_400_000 }));
    expect(recallReturnPath()).toBeNull();
    window.localStorage.setItem('returnPath', '{broken');
    expect(recallReturnPath()).toBeNull();
  });
});
