/*
 * THE discount arithmetic, shared by the cart's preview (browser) and checkout (server/modules/orders): integer
 * cents (999 is 9.99) and basis points (1000 is 10 % off; 10000 makes it free). Both sides import this file, so
 * the total the cart shows is the total the order is created with.
 */

/** Basis points in a whole (100 %). */
export const BASIS_POINTS = 10_000;

/**
 * A coupon's discount on a subtotal, in whole cents, rounded half up and never more than the subtotal.
 * A discount outside 0..10000 basis points (or not a number) counts as none / as the whole.
 */
export function discountOf(subtotalCents: number, discountBp: number): number {
  if (!Number.isFinite(discountBp) || discountBp <= 0 || subtotalCents <= 0) return 0;
  return Math.min(subtotalCents, Math.round((subtotalCents * Math.min(discountBp, BASIS_POINTS)) / BASIS_POINTS));
}

/**
 * The basis points of a discount the API states as a fraction (an applied coupon's `discount`: 0.1 is 10 % off).
 * The API's fractions are basis points divided by 10000, so rounding gives back the exact figure.
 */
export const basisPointsOf = (fraction: number): number => (Number.isFinite(fraction) ? Math.round(fraction * BASIS_POINTS) : 0);

/**
 * Shares `discountCents` among lines in proportion to their amounts, in whole cents that sum exactly to it
 * (largest remainder: the cents left after rounding down go to the lines that lost the most). No line gets
 * more than its own amount.
 */
export function spreadDiscount(lineCents: number[], discountCents: number): number[] {
  const subtotal = lineCents.reduce((a, b) => a + b, 0);
  if (subtotal === 0 || discountCents === 0) return lineCents.map(() => 0);
  const exact = lineCents.map((cents) => (cents * discountCents) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index] < lineCents[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}
