/** The split of one line's money: the site's commission rounded to the cent, the rest to the performer. */
export function split(grossCents: number, commissionBp: number): { commissionCents: number; netCents: number } {
  const commissionCents = Math.round((grossCents * commissionBp) / 10_000);
  return { commissionCents, netCents: grossCents - commissionCents };
}

/** The site's default commission: the performerCommission setting (a fraction, 0.2 by default) in basis points. */
export function defaultCommissionBp(setting: unknown): number {
  const fraction = typeof setting === 'number' && Number.isFinite(setting) ? setting : 0.2;
  return Math.min(10_000, Math.max(0, Math.round(fraction * 10_000)));
}
