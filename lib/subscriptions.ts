import type { Subscription, SubscriptionStatus } from '../types/subscriptions';
import { formatDate } from './format';
import type { StatusLook } from './purchases';

// The fan's words for subscriptions: periods, statuses, and until when a subscription gives access.

/** The price's period: "per month" (30 days), "per year" (365), "every N days" otherwise. */
export function periodLabel(days: number): string {
  if (days === 30) return 'per month';
  if (days === 365) return 'per year';
  return days === 1 ? 'every day' : `every ${days} days`;
}

/** Whether the package renews by itself, in the words the chooser and the list use. */
export const renewalLabel = (recurring: boolean) => (recurring ? 'Renews until you cancel' : 'One-off, no renewal');

export const SUBSCRIPTION_STATUSES: Record<SubscriptionStatus, StatusLook> = {
  active: { label: 'Active', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'default' },
  past_due: { label: 'Payment due', color: 'orange' },
  expired: { label: 'Expired', color: 'red' },
};

type Standing = Pick<Subscription, 'status' | 'recurring' | 'currentPeriodEnd' | 'accessUntil' | 'nextChargeAt'>;

/** The last day of access a subscription has now (past due: the grace end), as a date. */
export const accessEndDate = (s: Standing) => formatDate(s.accessUntil ?? s.currentPeriodEnd);

/**
 * One line on where a subscription stands: "Renews on <date>" (active and recurring), "Subscribed until <date>"
 * (active one-off), "Access until <date>" (cancelled or past due: no charge is coming), "Ended on <date>".
 */
export function standingText(s: Standing & Pick<Subscription, 'endedAt'>): string {
  switch (s.status) {
    case 'active':
      return s.recurring ? `Renews on ${formatDate(s.nextChargeAt ?? s.currentPeriodEnd)}` : `Subscribed until ${formatDate(s.currentPeriodEnd)}`;
    case 'cancelled':
    case 'past_due':
      return `Access until ${accessEndDate(s)}`;
    case 'expired':
      return `Ended on ${formatDate(s.endedAt ?? s.currentPeriodEnd)}`;
  }
}

/** Only an active subscription can be cancelled (a cancelled one already will not renew; an expired one is over). */
export const isCancellable = (s: Pick<Subscription, 'status'>) => s.status === 'active';

/** A cancelled subscription can be turned back on while its period lasts. */
export const isResumable = (s: Pick<Subscription, 'status' | 'hasAccess'>) => s.status === 'cancelled' && s.hasAccess;

/** The key under which the current subscription for a performer (or, with null, for the whole site) is kept. */
export const SITE_WIDE = 'site';
export const currentKey = (performerId: string | null) => performerId ?? SITE_WIDE;
