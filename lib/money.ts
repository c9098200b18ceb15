/*
 * The cart's preview arithmetic, in integer cents as the API answers every price (999 is 9.99). The server
 * computes the real totals from the same lines and coupon; nothing here is sent.
 */

/** A fraction off (0.1 is 10 %), rounded to the cent. */
export const discountCents = (cents: number, fraction: number) =>
  Number.isFinite(fraction) && fraction > 0 ? Math.round(cents * Math.min(fraction, 1)) : 0;

/** "10%", "12.5%": a discount fraction as people read it. */
export const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
