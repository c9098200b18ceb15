/*
 * The catalogue answers prices as currency amounts (server/http/money.ts: 999 cents -> 9.99). The cart's
 * preview sums and discounts them in whole cents, so that no floating-point dust shows ($0.30000000000000004),
 * and formats the result back as an amount. The server computes the real totals; nothing here is sent.
 */
export const toCents = (amount: number) => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);
export const fromCents = (cents: number) => cents / 100;

/** A fraction off (0.1 is 10 %), rounded to the cent. */
export const discountCents = (cents: number, fraction: number) =>
  Number.isFinite(fraction) && fraction > 0 ? Math.round(cents * Math.min(fraction, 1)) : 0;

/** "10%", "12.5%": a discount fraction as people read it. */
export const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
