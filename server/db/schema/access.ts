import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// What entitles a user to locked content: subscriptions and purchases.

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  /** null: a subscription to the whole site. */
  performer_id: string | null;
  status: Generated<string>;
  started_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PurchasesTable {
  id: Generated<string>;
  user_id: string;
  object_type: 'video' | 'gallery' | 'product';
  object_id: string;
  /** The order that granted it (null for grants made without one). */
  order_id: string | null;
  created_at: Timestamp;
}
