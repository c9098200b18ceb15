/** A coupon's discount on a subtotal, in whole cents (basis points: 1000 is 10 % off; 10000 makes it free). */
export function discountOf(subtotalCents: number, discountBp: number): number {
  return Math.min(subtotalCents, Math.round((subtotalCents * discountBp) / 10_000));
}

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
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index] < lineCents[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}
