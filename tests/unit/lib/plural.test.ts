import { countOf, nounFor, singularOf } from '../../../lib/plural';

describe('one way to count things', () => {
  it('takes the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'videos')).toBe('1 video');
    expect(countOf(0, 'videos')).toBe('0 videos');
    expect(countOf(12, 'galleries')).toBe('12 galleries');
    expect(countOf(12500, 'videos')).toBe('12,500 videos');
    expect(countOf(1, 'galleries')).toBe('1 gallery');
    expect(nounFor(1, 'subscriptions')).toBe('subscription');
  });

  it('formats the number when told', () => {
    expect(countOf(1200, 'views', (n) => `${n / 1000}K`)).toBe('1.2K views');
  });

  it('knows the nouns whose singular is not the plural less an s', () => {
    expect(singularOf('categories')).toBe('category');
    expect(singularOf('news')).toBe('news');
    expect(singularOf('sales')).toBe('sale');
  });
});
