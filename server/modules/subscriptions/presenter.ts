import type { Static } from '@sinclair/typebox';
import type { SubscriptionRow } from '../../db/schema';
import type { PerformerCard } from '../users/cards';
import { accessUntil, hasAccess, nextChargeAt } from './lifecycle';
import type { SubscriberSchema, SubscriptionSchema } from './schemas';

export type SubscriptionDto = Static<typeof SubscriptionSchema>;
export type SubscriberDto = Static<typeof SubscriberSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A subscription as its fan, its performer and admins read it; hasAccess at `now` (the service's clock). */
export function toSubscription(row: SubscriptionRow, performer: PerformerCard | null, packageName: string | null, now: Date): SubscriptionDto {
  return {
    _id: row.id,
    userId: row.user_id,
    performer,
    package: row.package_id ? { _id: row.package_id, name: packageName ?? 'Subscription' } : null,
    status: row.status,
    hasAccess: hasAccess(row, now),
    price: row.price_cents,
    currency: row.currency,
    periodDays: row.period_days,
    recurring: row.recurring,
    startedAt: row.started_at.toISOString(),
    currentPeriodEnd: row.current_period_end.toISOString(),
    accessUntil: iso(accessUntil(row)),
    nextChargeAt: iso(nextChargeAt(row)),
    graceUntil: iso(row.grace_until),
    cancelledAt: iso(row.cancelled_at),
    endedAt: iso(row.ended_at),
    gateway: row.gateway,
  };
}
