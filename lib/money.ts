// The discount itself (cents and basis points, shared with the server) is in lib/discount.ts.

/** "10%", "12.5%": a discount fraction as people read it. */
export const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
