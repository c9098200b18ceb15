const DAY_MS = 24 * 60 * 60 * 1000;

/** Payouts are sent weekly, on Mondays (UTC). */
export const PAYOUT_WEEKDAY = 1;
export const PAYOUT_WEEKDAY_NAME = 'Monday';

/** The day payouts are next sent, at 00:00 UTC: today when today is a payout day, else the next one. */
export function nextPayoutDay(now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const ahead = (PAYOUT_WEEKDAY - today.getUTCDay() + 7) % 7;
  return new Date(today.getTime() + ahead * DAY_MS);
}

/**
 * Earnings created before this time are payable at `at`: the others are still held for `holdDays` (the time in which
 * a refund or a chargeback usually comes).
 */
export function maturedBefore(at: Date, holdDays: number): Date {
  return new Date(at.getTime() - holdDays * DAY_MS);
}

/** When an earning created at `earnedAt` becomes payable. */
export function payableFrom(earnedAt: Date, holdDays: number): Date {
  return new Date(earnedAt.getTime() + holdDays * DAY_MS);
}
