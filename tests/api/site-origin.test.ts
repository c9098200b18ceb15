/**
 * @jest-environment node
 */
// The origin of a page's absolute links (og:url, og:image) is never what a client wrote in Host or X-Forwarded-*.
import Fastify from 'fastify';
import { siteOrigin } from '../../server/web/site-origin';

async function originFor(
  headers: Record<string, string>,
  { trustProxy = false, remoteAddress = '203.0.113.9', siteUrl }: { trustProxy?: boolean | string; remoteAddress?: string; siteUrl?: string } = {},
) {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => ({ origin: siteOrigin(request, siteUrl) }));
  const res = await app.inject({ method: 'GET', url: '/', headers, remoteAddress });
  await app.close();
  return res.json().origin as string;
}

describe('siteOrigin', () => {
  it('is SITE_URL when set, whatever the request says', async () => {
    expect(await originFor({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }, { siteUrl: 'https://limelight.example/' })).toBe(
      'https://limelight.example',
    );
  });

  it('is the request host over plain http without a trusted proxy', async () => {
    expect(await originFor({ host: 'Shop.Example:3000' })).toBe('http://shop.example:3000');
  });

  it('ignores X-Forwarded-* from a client that is not a trusted proxy', async () => {
    expect(await originFor({ host: 'site.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe('http://site.example');
  });

  it('takes X-Forwarded-* from a trusted proxy', async () => {
    expect(
      await originFor(
        { host: 'internal:3000', 'x-forwarded-host': 'limelight.example', 'x-forwarded-proto': 'https' },
        { trustProxy: 'loopback', remoteAddress: '127.0.0.1' },
      ),
    ).toBe('https://limelight.example');
  });

  it.each([
    ['a scheme in the host', { host: 'javascript://evil.example/x' }],
    ['a path in the host', { host: 'evil.example/x' }],
    ['quotes', { host: 'a"><script>' }],
    ['a forged protocol from a trusted proxy', { host: 'site.example', 'x-forwarded-proto': 'javascript' }],
  ])('gives no origin for %s', async (_what, headers) => {
    expect(await originFor(headers, { trustProxy: 'loopback', remoteAddress: '127.0.0.1' })).toBe('');
  });
});
