/**
 * @jest-environment node
 */
// The money arithmetic of checkout, in whole cents: a coupon's share of each line and the performer's share of
// each line's money.
import fc from 'fast-check';
import { split } from '../../../server/modules/earnings/service';
import { discountOf, spreadDiscount } from '../../../server/modules/orders/pricing';

describe('spreadDiscount', () => {
  it('shares a discount in proportion, the cents left over going to the lines that lost the most', () => {
    expect(spreadDiscount([1000, 2000, 3000], 600)).toEqual([100, 200, 300]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([999, 1], 1000)).toEqual([999, 1]);
    expect(spreadDiscount([500, 500], 0)).toEqual([0, 0]);
  });

  it('always sums exactly to the discount and never takes a line below zero', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 10_000 }), (lines, bp) => {
        const subtotal = lines.reduce((a, b) => a + b, 0);
        const discount = discountOf(subtotal, bp);
        const shares = spreadDiscount(lines, discount);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
        shares.forEach((share, i) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(lines[i]);
        });
      }),
    );
  });

  it('a 100% coupon makes every line free', () => {
    expect(spreadDiscount([1234, 1], discountOf(1235, 10_000))).toEqual([1234, 1]);
  });
});

describe('split (commission)', () => {
  it('rounds the commission to the cent and gives the performer the rest; 0 is a valid commission', () => {
    expect(split(1000, 2000)).toEqual({ commissionCents: 200, netCents: 800 });
    expect(split(999, 2000)).toEqual({ commissionCents: 200, netCents: 799 });
    expect(split(999, 0)).toEqual({ commissionCents: 0, netCents: 999 });
    expect(split(999, 10_000)).toEqual({ commissionCents: 999, netCents: 0 });
  });
});
