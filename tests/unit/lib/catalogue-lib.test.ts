import { paths } from '../../../lib/catalogue';
import { countryName, formatCount, formatDate, formatDuration, formatMoney, plainText } from '../../../lib/format';
import { filtersFromQuery } from '../../../lib/listing-query';
import { loadEntity } from '../../../lib/page-data';
import { absoluteUrl } from '../../../lib/seo';

describe('format', () => {
  it('money: integer cents with the given currency symbol and two decimals', () => {
    expect(formatMoney(1299, '$')).toBe('$12.99');
    expect(formatMoney(500, '€')).toBe('€5.00');
    expect(formatMoney(123450, '£')).toBe('£1,234.50');
  });

  it('durations are m:ss (h:mm:ss past an hour), empty when unknown', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3729)).toBe('1:02:09');
    expect(formatDuration(null)).toBe('');
  });

  it('counts, dates, countries and plain text', () => {
    expect([formatCount(950), formatCount(1234), formatCount(45_600), formatCount(3_400_000)]).toEqual(['950', '1.2K', '46K', '3.4M']);
    expect(formatDate('2025-03-04T10:00:00.000Z')).toBe('Mar 4, 2025');
    expect(formatDate('nope')).toBe('');
    expect(countryName('us')).toBe('United States');
    expect(plainText('<p>Hello&nbsp;<b>world</b></p>')).toBe('Hello world');
    expect(plainText('x'.repeat(200), 10)).toHaveLength(10);
  });
});

describe('catalogue paths', () => {
  it('prefer slugs and usernames', () => {
    expect(paths.video({ _id: 'v1', slug: 'night-walk' })).toBe('/videos/night-walk');
    expect(paths.gallery({ _id: 'g1', slug: '' })).toBe('/galleries/g1');
    expect(paths.performer({ _id: 'p1', username: 'aria' })).toBe('/performers/aria');
    expect(paths.search('a b')).toBe('/search?q=a%20b');
  });
});

describe('listing filters from the URL', () => {
  it('keeps known, non-empty words and drops values outside the option lists', () => {
    expect(filtersFromQuery('videos', { q: ' night ', sortBy: 'popular', categoryId: 'c1', foo: 'x' })).toEqual({
      q: 'night',
      sortBy: 'popular',
      categoryId: 'c1',
    });
    expect(filtersFromQuery('videos', { sortBy: 'cheapest', q: '' })).toEqual({});
    expect(filtersFromQuery('videos', { access: 'sale', duration: 'long' })).toEqual({ access: 'sale', duration: 'long' });
    expect(filtersFromQuery('videos', { access: 'paid', duration: '5' })).toEqual({});
    expect(filtersFromQuery('galleries', { access: 'sale' })).toEqual({});
    expect(filtersFromQuery('products', { type: 'digital' })).toEqual({ type: 'digital' });
    expect(filtersFromQuery('performers', { sortBy: 'oldest', gender: 'female', country: 'US' })).toEqual({ gender: 'female', country: 'US' });
  });
});

describe('share links', () => {
  it('make site-relative images absolute', () => {
    expect(absoluteUrl('/api/files/public/a.webp', 'https://fans.example')).toBe('https://fans.example/api/files/public/a.webp');
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://fans.example')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl(null, 'https://fans.example')).toBeUndefined();
  });
});

describe('loadEntity', () => {
  it('hands back the entity, or the error with the response status', async () => {
    await expect(loadEntity({}, async () => 'ok')).resolves.toEqual({ data: 'ok', error: null });
    const res = { headersSent: false, statusCode: 200 };
    const loaded = await loadEntity({ res } as never, async () => {
      throw { statusCode: 404, error: 'Not Found', message: 'Video not found' };
    });
    expect(loaded).toEqual({ data: null, error: { message: 'Video not found', status: 404 } });
    expect(res.statusCode).toBe(404);
  });
});
