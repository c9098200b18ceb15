import { apiUrl, isAbsoluteUrl, toQueryString } from '../../../lib/url';

describe('url helpers', () => {
  it('treats http and https addresses as absolute', () => {
    expect(isAbsoluteUrl('http://a.b/c')).toBe(true);
    expect(isAbsoluteUrl('https://a.b/c')).toBe(true);
    expect(isAbsoluteUrl('/users/me')).toBe(false);
    expect(isAbsoluteUrl('users/me')).toBe(false);
    expect(isAbsoluteUrl('ftp://a.b')).toBe(false);
  });

  it('builds query strings without empty values', () => {
    expect(toQueryString({ q: 'a b', limit: 12, empty: '', none: undefined, nil: null, flag: false })).toBe('?q=a+b&limit=12&flag=false');
    expect(toQueryString({})).toBe('');
  });

  it('appends a query to an address that already has one', () => {
    expect(apiUrl('https://x.y/a?b=1', { c: 2 })).toBe('https://x.y/a?b=1&c=2');
  });
});
