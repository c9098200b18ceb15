import { scrollPositionAt } from '../../../lib/scroll';

describe('scroll to top animation', () => {
  it('starts where the page is and reaches the top at the duration', () => {
    expect(scrollPositionAt(1000, 0, 450)).toBe(1000);
    expect(scrollPositionAt(1000, 225, 450)).toBe(500);
    expect(scrollPositionAt(1000, 450, 450)).toBe(0);
    expect(scrollPositionAt(1000, 900, 450)).toBe(0);
  });

  it('moves monotonically upwards', () => {
    const points = [0, 50, 100, 200, 300, 400, 449].map((t) => scrollPositionAt(800, t, 450));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });
});
