import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';
import type { OrderKind, SellableKind, TransactionType } from '../../../lib/sellable-kinds';

export type { OrderKind, TransactionType };

// Checkout's tables: coupons, orders and their lines, transactions, webhook deliveries, earnings. Money is integer cents.

export interface CouponsTable {
  id: Generated<string>;
  /** Unique case-insensitively. */
  code: string;
  /** Basis points: 2000 is 20 % off; 10000 makes the order free. */
  discount_bp: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  uses_left: number;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OrderStatus = 'created' | 'paid' | 'failed' | 'cancelled' | 'refunded' | 'chargeback' | 'voided';
export type DeliveryStatus = 'processing' | 'shipping' | 'delivered' | 'refunded';

export interface OrdersTable {
  id: Generated<string>;
  number: ColumnType<string, never, never>;
  buyer_id: string;
  kind: OrderKind;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  status_reason: string | null;
  currency: string;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  total_cents: number;
  coupon_id: string | null;
  coupon_code: string | null;
  shipping_name: string | null;
  shipping_address: string | null;
  shipping_phone: string | null;
  shipping_postal_code: string | null;
  /** ISO 3166 alpha-2 (null on orders from before it was asked). */
  shipping_country: string | null;
  shipping_city: string | null;
  /** What the order pays for (see checkout's intentKey): one order per buyer and intent awaits payment at a time. */
  intent_key: string | null;
  /** Where its open payment is paid (answered to a second click, offered to the buyer as "Pay now"). */
  payment_url: string | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<string>;
  order_id: string;
  /** null: a line nobody but the site earns from (the site's subscription package). */
  performer_id: string | null;
  /**
   * What it is for (lib/sellable-kinds.ts): an item bought for good (object_id is the item), 'subscription' a
   * package's period (the package), 'shipping' a seller's shipping of the order's physical products (the seller), 'tip'
   * a tip (its row in tips).
   */
  object_type: SellableKind;
  object_id: string;
  product_type: 'physical' | 'digital' | null;
  /** The item's name when it was ordered. */
  name: string;
  unit_price_cents: number;
  quantity: number;
  discount_cents: Generated<number>;
  total_cents: number;
  /** Physical products only, once paid. */
  delivery_status: DeliveryStatus | null;
  shipping_code: string | null;
  /** A subscription line's terms, frozen at checkout: its period and whether it renews (null for other lines). */
  period_days: number | null;
  recurring: boolean | null;
  /** What has been given back of this line's total. */
  refunded_cents: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RefundStatus = 'requested' | 'confirmed' | 'failed';

/** Money given back of a payment, whole or in part: asked of the gateway, then confirmed by it. */
export interface RefundsTable {
  id: Generated<string>;
  transaction_id: string;
  amount_cents: number;
  currency: string;
  reason: string;
  /** The order lines it gives back (empty: a charge that bought nothing, e.g. a second payment for one order). */
  line_ids: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  /** What the gateway said when it was asked (why it failed, or that it must be done in its merchant area). */
  gateway_note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CouponRedemptionsTable {
  coupon_id: string;
  user_id: string;
  order_id: string;
  /** False for old redemptions recorded without a use (over-subscribed before uses were held at checkout). */
  use_spent: Generated<boolean>;
  /** False while the order holding the use awaits payment. */
  paid: Generated<boolean>;
  created_at: Timestamp;
}

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'chargeback' | 'voided';
/** 'free': an order whose total is zero, completed without a gateway. */
export type TransactionGateway = 'sandbox' | 'ccbill' | 'free';

export interface TransactionsTable {
  id: Generated<string>;
  order_id: string;
  buyer_id: string;
  type: TransactionType;
  gateway: TransactionGateway;
  status: ColumnType<TransactionStatus, TransactionStatus | undefined, TransactionStatus>;
  amount_cents: number;
  currency: string;
  /** The gateway's own id for the payment (CCBill's transaction or subscription id). */
  gateway_reference: string | null;
  /** The id the gateway's own API knows the sale by, when not gateway_reference (CCBill's subscriptionId: refunds). */
  gateway_subscription_reference: string | null;
  /** The subscription this payment started or renewed. */
  subscription_id: string | null;
  /** What has been refunded of amount_cents (partial refunds); the whole when status is refunded. */
  refunded_cents: Generated<number>;
  settled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  gateway: TransactionGateway;
  event_id: string;
  event_type: string;
  transaction_id: string | null;
  payload: ColumnType<unknown, string, string>;
  /** What the delivery did: "applied", or why it changed nothing. */
  outcome: string;
  received_at: Timestamp;
}

export interface EarningsTable {
  id: Generated<string>;
  performer_id: string;
  order_line_id: string;
  transaction_id: string;
  gross_cents: number;
  commission_bp: number;
  commission_cents: number;
  net_cents: number;
  status: ColumnType<'earned' | 'reversed', 'earned' | 'reversed' | undefined, 'earned' | 'reversed'>;
  created_at: Timestamp;
  reversed_at: Timestamp | null;
  /** When the site paid it to the performer (the payout command); null: not yet. */
  paid_out_at: Timestamp | null;
  /** What it came from, copied from its order line: a video, gallery or product sale or a subscription period. */
  source_type: EarningSourceType;
  source_id: string;
  quantity: Generated<number>;
  /** The payout that paid it (null for one paid by the command line before payouts were recorded, or unpaid). */
  payout_id: string | null;
  /** Refunded after it was paid: the later payout it was taken off (null: still owed back, or never paid). */
  clawed_back_by: string | null;
}

/** What an earning came from: the kind of the order line it is for. */
export type EarningSourceType = SellableKind;

export type PayoutMethod = 'bank_transfer' | 'paypal' | 'crypto_wallet';

/** Where a performer's payouts go (server/modules/payouts): the method, its fields encrypted, a masked summary. */
export interface PayoutAccountsTable {
  performer_id: string;
  method: PayoutMethod;
  /** The method's fields as JSON, encrypted (payouts/details-cipher.ts): never read but to export a batch. */
  details: string;
  /** What the pages show of them, e.g. "Bank account ending 6789". */
  summary: string;
  /** Nothing is sent while what is payable is below this. */
  threshold_cents: number;
  updated_at: Timestamp;
}

/** Payouts an admin marked paid together, with the bank's or the wallet's reference. */
export interface PayoutBatchesTable {
  id: Generated<string>;
  reference: string;
  payouts_count: number;
  total_cents: ColumnType<string, number, number>;
  created_by: string | null;
  created_at: Timestamp;
}

/** What one batch paid one performer: the method, details and summary as they were when it was sent. */
export interface PayoutsTable {
  id: Generated<string>;
  batch_id: string;
  performer_id: string | null;
  net_cents: number;
  earnings_count: number;
  /** Refunds of earnings paid before, taken off this payout. */
  clawed_back_cents: Generated<number>;
  /** null: paid by the command line to a performer with no details on file. */
  method: PayoutMethod | null;
  /** The account's encrypted details when it was sent (where the money went), as payout_accounts keeps them. */
  details: string | null;
  summary: string | null;
  created_at: Timestamp;
}

/** Money a fan sends a creator (0042): written at checkout, counted once paid (paid_at), marked when refunded. */
export interface TipsTable {
  id: Generated<string>;
  fan_id: string;
  performer_id: string;
  amount_cents: number;
  currency: string;
  message: string | null;
  /** The creator's item it was sent from, if any. */
  on_type: 'video' | 'gallery' | 'creator_post' | null;
  on_id: string | null;
  paid_at: Timestamp | null;
  refunded_at: Timestamp | null;
  created_at: Timestamp;
}
