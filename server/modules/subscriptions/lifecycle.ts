import type { SubscriptionRow, SubscriptionStatus } from '../../db/schema';

// The subscription's state machine as pure functions of a row and the time: what each event changes, or why it
// changes nothing. The service applies the changes to the locked row; nothing here reads a clock or a database.
//
//   active --fan cancels--> cancelled            (no renewal; access to current_period_end)
//   cancelled --fan turns it back on--> active    (before current_period_end; renews as before)
//   active --renewal fails--> past_due           (access until grace_until = period end + grace days)
//   active | past_due --renewal paid--> active   (the period continues from the previous period end)
//   any --access over, refund, past_due cancelled--> expired

export const DAY_MS = 24 * 60 * 60 * 1000;

export type Lifecycle = Pick<SubscriptionRow, 'status' | 'current_period_end' | 'grace_until' | 'period_days' | 'recurring'>;

export interface Change {
  status?: SubscriptionStatus;
  current_period_end?: Date;
  grace_until?: Date | null;
  cancelled_at?: Date | null;
  ended_at?: Date;
}

export type Transition = { ok: true; change: Change } | { ok: false; why: string };

const refuse = (why: string): Transition => ({ ok: false, why });
const to = (change: Change): Transition => ({ ok: true, change });

/**
 * When access ends if nothing else happens: the period end while active or cancelled, the grace end while past
 * due, none once expired. The rule of liveness; isLive in service.ts is the same rule as a query.
 */
export function accessUntil(sub: Lifecycle): Date | null {
  if (sub.status === 'active' || sub.status === 'cancelled') return sub.current_period_end;
  if (sub.status === 'past_due') return sub.grace_until;
  return null;
}

export function hasAccess(sub: Lifecycle, now: Date): boolean {
  const until = accessUntil(sub);
  return until !== null && now.getTime() < until.getTime();
}

/** When the next charge is due: the period end of an active recurring subscription. */
export function nextChargeAt(sub: Lifecycle): Date | null {
  return sub.status === 'active' && sub.recurring ? sub.current_period_end : null;
}

/**
 * The period a paid renewal buys: it follows the previous one without a gap or an overlap (a past-due fan who
 * pays during grace had the grace days as part of the new period, as with Stripe), unless the previous end is so
 * long gone that the new period would already be over; then it starts when paid.
 */
export function nextPeriodEnd(sub: Lifecycle, paidAt: Date): Date {
  const period = sub.period_days * DAY_MS;
  const following = sub.current_period_end.getTime() + period;
  return new Date(following > paidAt.getTime() ? following : paidAt.getTime() + period);
}

/** The fan cancels: no more renewals; what is paid for stays. A past-due subscription has nothing paid left: it ends. */
export function cancel(sub: Lifecycle, now: Date): Transition {
  switch (sub.status) {
    case 'active':
      return to({ status: 'cancelled', cancelled_at: now });
    case 'past_due':
      return to({ status: 'expired', cancelled_at: now, ended_at: now, grace_until: null });
    case 'cancelled':
      return refuse('the subscription is already cancelled');
    case 'expired':
      return refuse('the subscription has ended');
  }
}

/**
 * The fan turns a cancelled subscription back on while its period lasts: active again, with the renewal it had
 * (a recurring one is charged at the period end as before; a one-off one still ends then). Nothing is charged now.
 * Once the period is over there is nothing to turn back on: the fan subscribes again.
 */
export function resume(sub: Lifecycle, now: Date): Transition {
  if (sub.status === 'active') return refuse('the subscription is not cancelled');
  if (sub.status !== 'cancelled') return refuse(sub.status === 'expired' ? 'the subscription has ended' : 'its renewal payment is due');
  if (!hasAccess(sub, now)) return refuse('its period has ended');
  return to({ status: 'active', cancelled_at: null });
}

/** A renewal charge failed: past due, with access for the grace days after the period end. */
export function renewalFailed(sub: Lifecycle, graceDays: number): Transition {
  if (sub.status !== 'active') return refuse(`a ${sub.status} subscription is not being renewed`);
  if (!sub.recurring) return refuse('a one-off subscription is not renewed');
  return to({ status: 'past_due', grace_until: new Date(sub.current_period_end.getTime() + graceDays * DAY_MS) });
}

/** A renewal was paid: one more period, active again. */
export function renewed(sub: Lifecycle, paidAt: Date): Transition {
  if (sub.status !== 'active' && sub.status !== 'past_due') return refuse(`a ${sub.status} subscription is not renewed`);
  if (!sub.recurring) return refuse('a one-off subscription is not renewed');
  return to({ status: 'active', current_period_end: nextPeriodEnd(sub, paidAt), grace_until: null });
}

/**
 * Another period was paid while the subscription still gives access (two payments raced past the subscribe
 * check): it is added, and a cancelled or past-due subscription is active again, since it is paid for.
 */
export function paidAgain(sub: Lifecycle, paidAt: Date): Transition {
  if (!hasAccess(sub, paidAt)) return refuse('the subscription gives no access to extend');
  return to({ status: 'active', current_period_end: nextPeriodEnd(sub, paidAt), grace_until: null });
}

/** Access is over (the period, or the grace, has passed): expired. */
export function expireIfOver(sub: Lifecycle, now: Date): Transition {
  if (sub.status === 'expired') return refuse('the subscription has ended');
  if (hasAccess(sub, now)) return refuse('the subscription still gives access');
  return to({ status: 'expired', ended_at: now, grace_until: null });
}

/**
 * One paid period was refunded: access is shortened by that period only. When what is left is already over (or
 * nothing was paid beyond a failed renewal), it ends now.
 */
export function periodTakenBack(sub: Lifecycle, days: number, now: Date): Transition {
  if (sub.status === 'expired') return refuse('the subscription has ended');
  const end = new Date(sub.current_period_end.getTime() - days * DAY_MS);
  if (sub.status === 'past_due' || end.getTime() <= now.getTime()) return endNow(sub, now);
  return to({ current_period_end: end });
}

/** The payment behind it was charged back or voided, or the gateway ended it: expired now. */
export function endNow(sub: Lifecycle, now: Date): Transition {
  if (sub.status === 'expired') return refuse('the subscription has ended');
  return to({ status: 'expired', ended_at: now, grace_until: null });
}
