import { objectKey, statCounts } from '../../../lib/engagement';
import { formatRelativeTime } from '../../../lib/format';

const NOW = Date.parse('2025-03-04T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('engagement helpers', () => {
  it('keys an object as objectType:objectId', () => {
    expect(objectKey({ objectType: 'video', objectId: 'v1' })).toBe('video:v1');
  });

  it("takes the reaction counts from an asset's stats", () => {
    expect(statCounts({ likes: 3, favourites: 2 })).toEqual({ like: 3, favourite: 2 });
  });
});

describe('relative time', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [15 * 86400, '2 weeks ago'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('is empty for a missing or bad date', () => {
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime('nope', NOW)).toBe('');
  });
});
