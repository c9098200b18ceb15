import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';
import type { OwnedKind } from '../../../lib/sellable-kinds';

// What entitles a user to locked content: subscriptions and purchases.

export type SubscriptionStatus = 'active' | 'cancelled' | 'past_due' | 'expired';

/** A performer's (or, with no performer, the whole site's) offer: a price per period. */
export interface SubscriptionPackagesTable {
  id: Generated<string>;
  /** null: the whole site's package (unlocks every performer's subscriber content). */
  performer_id: string | null;
  name: string;
  description: Generated<string>;
  price_cents: number;
  period_days: number;
  recurring: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A fan's subscription, a state machine: active (paid through current_period_end) -> cancelled (no renewal, access
 * to the period end) or past_due (a renewal failed, access until grace_until) -> expired (no access). What the fan
 * pays is copied from the package when they subscribe.
 */
export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  /** null: a subscription to the whole site. */
  performer_id: string | null;
  package_id: string | null;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  started_at: Timestamp;
  current_period_end: ColumnType<Date, Date | string, Date | string>;
  price_cents: Generated<number>;
  currency: Generated<string>;
  period_days: Generated<number>;
  recurring: Generated<boolean>;
  grace_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The period end its "renews soon" reminder was sent for (0037). */
  reminded_period_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The gateway that charges its renewals, and its own id for the subscription (CCBill's subscription id). */
  gateway: string | null;
  gateway_reference: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PurchasesTable {
  id: Generated<string>;
  user_id: string;
  /** What it grants (a kind bought for good, lib/sellable-kinds.ts). */
  object_type: OwnedKind;
  object_id: string;
  /** The order that granted it (null for grants made without one). */
  order_id: string | null;
  created_at: Timestamp;
}
