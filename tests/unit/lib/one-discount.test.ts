/**
 * @jest-environment node
 */
// One discount rule (lib/discount.ts): the cart's preview and checkout on the server must give the same cents for
// every cart and coupon. The cart gets the coupon as the API states it (a fraction: basis points / 10000) and
// prices its lines from the products it loaded; the server prices the same lines from the catalogue with the
// coupon's basis points (server/modules/orders/pricing.ts, which OrdersService.create uses).
import fc from 'fast-check';
import { cartLine, cartTotals } from '../../../lib/cart-lines';
import { basisPointsOf, discountOf as sharedDiscountOf } from '../../../lib/discount';
import { discountOf, spreadDiscount } from '../../../server/modules/orders/pricing';
import type { ProductDetail } from '../../../types/product';
import { makeProduct } from '../helpers/catalogue-fixtures';

/** What the coupons module answers for a coupon of `bp` basis points (CouponDto.discount). */
const apiFraction = (bp: number) => bp / 10_000;

const product = (i: number, price: number): ProductDetail =>
  ({ ...makeProduct({ _id: `p${i}`, price, stock: null, inStock: true }), isBought: false }) as ProductDetail;

/** The server's order totals for these lines (as OrdersService.create computes them). */
function serverTotals(lines: { price: number; quantity: number }[], bp: number) {
  const gross = lines.map((l) => l.price * l.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = discountOf(subtotal, bp);
  const shares = spreadDiscount(gross, discount);
  return { subtotal, discount, total: subtotal - discount, lineTotals: gross.map((g, i) => g - shares[i]) };
}

const cartArb = fc.array(fc.record({ price: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), {
  minLength: 1,
  maxLength: 12,
});

describe('one discount: the cart and the server give the same cents', () => {
  it('the server uses the shared module, not a copy of it', () => {
    expect(discountOf).toBe(sharedDiscountOf);
  });

  it('for any cart and any coupon (1..10000 basis points), subtotal, discount and total agree to the cent', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 1, max: 10_000 }), (cart, bp) => {
        const lines = cart.map(({ price, quantity }, i) => cartLine({ _id: `p${i}`, quantity }, { status: 'found', product: product(i, price) }));
        const preview = cartTotals(lines, apiFraction(bp));
        const server = serverTotals(cart, bp);
        expect(preview.subtotalCents).toBe(server.subtotal);
        expect(preview.discountCents).toBe(server.discount);
        expect(preview.totalCents).toBe(server.total);
        expect(server.lineTotals.reduce((a, b) => a + b, 0)).toBe(preview.totalCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('the API fraction of any basis points converts back to exactly those basis points', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => expect(basisPointsOf(apiFraction(bp))).toBe(bp)));
  });

  it('rounds half a cent up, never goes past the subtotal, and no coupon is no discount', () => {
    expect(discountOf(5, 1000)).toBe(1); // 0.5 cent
    expect(discountOf(4, 1000)).toBe(0); // 0.4 cent
    expect(discountOf(999, 10_000)).toBe(999);
    expect(discountOf(999, 20_000)).toBe(999);
    expect(discountOf(999, 0)).toBe(0);
    expect(cartTotals([], 0.1)).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
    const line = cartLine({ _id: 'p0', quantity: 3 }, { status: 'found', product: product(0, 333) });
    expect(cartTotals([line], 0.125)).toMatchObject({ subtotalCents: 999, discountCents: 125, totalCents: 874 });
    expect(cartTotals([line])).toMatchObject({ discountCents: 0, totalCents: 999 });
  });
});
