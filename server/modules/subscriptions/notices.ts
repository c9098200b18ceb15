import type { SubscriptionRow } from '../../db/schema';
import type { NewNotification } from '../notifications/centre-repo';
import { accessUntil } from './lifecycle';

const FAN_PAGE = '/user/subscriptions';
const PERFORMER_PAGE = '/performer/subscribers';

/** Who is told what of a subscription's change (`before` null: it has just started); the names are filled in later. */
export interface SubscriptionNotice {
  userId: string;
  /** The title is the other party's name: the performer's for the fan, the fan's for the performer. */
  nameOf: 'performer' | 'fan';
  event: Omit<NewNotification, 'subject'> & { subject: Omit<NewNotification['subject'], 'title'> };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : undefined);

/**
 * What a subscription's change tells whom: a new subscriber (to the performer), a renewal, a failed renewal (with the
 * end of its grace period and where to update the payment) and the end (to the fan), a cancellation (to the
 * performer). Site-wide subscriptions have no performer to tell.
 */
export function subscriptionNotices(before: SubscriptionRow | null, after: SubscriptionRow): SubscriptionNotice[] {
  const notices: SubscriptionNotice[] = [];
  const fan = (kind: NewNotification['kind'], subject: SubscriptionNotice['event']['subject']) =>
    notices.push({ userId: after.user_id, nameOf: 'performer', event: { kind, groupKey: null, actorId: after.performer_id, subject } });
  const performer = (kind: NewNotification['kind'], groupKey: string, subject: SubscriptionNotice['event']['subject']) => {
    if (after.performer_id) notices.push({ userId: after.performer_id, nameOf: 'fan', event: { kind, groupKey, actorId: after.user_id, subject } });
  };
  const money = { amountCents: after.price_cents, currency: after.currency };
  if (!before) {
    performer('new_subscriber', 'subscribers', { path: PERFORMER_PAGE, ...money });
    return notices;
  }
  const extended = new Date(after.current_period_end) > new Date(before.current_period_end);
  if (after.status === 'active' && extended && (before.status === 'active' || before.status === 'past_due'))
    fan('subscription_renewed', { path: FAN_PAGE, ...money });
  if (after.status === 'past_due' && before.status !== 'past_due') fan('subscription_failed', { path: FAN_PAGE, at: iso(after.grace_until) });
  if (after.status === 'expired' && before.status !== 'expired') fan('subscription_expired', { path: FAN_PAGE });
  if (after.status === 'cancelled' && before.status !== 'cancelled')
    performer('subscription_cancelled', `cancelled:${after.id}`, { path: PERFORMER_PAGE, at: iso(accessUntil(after)) });
  return notices;
}
