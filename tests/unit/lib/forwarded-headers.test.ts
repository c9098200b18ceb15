import type { IncomingMessage } from 'http';
import { forwardedHeaders } from '../../../lib/forwarded-headers';

const req = (headers: Record<string, string | string[]>, remoteAddress?: string) => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('forwardedHeaders', () => {
  it('appends the socket address to x-forwarded-for and passes country and user agent', () => {
    expect(forwardedHeaders(req({ 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'FR', 'user-agent': 'UA/1' }, '10.0.0.2'))).toEqual({
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      'cf-ipcountry': 'FR',
      'user-agent': 'UA/1',
    });
  });

  it('starts x-forwarded-for with the socket address when there is none', () => {
    expect(forwardedHeaders(req({}, '198.51.100.1'))).toEqual({ 'x-forwarded-for': '198.51.100.1' });
  });

  it('sends nothing it does not know', () => {
    expect(forwardedHeaders(req({}))).toEqual({});
  });
});
