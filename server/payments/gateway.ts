import type { TransactionGateway } from '../db/schema';

// What every payment gateway does for checkout, in our terms. A gateway knows nothing of orders, stock or
// earnings: it says where the buyer pays, and turns a webhook delivery it has checked into events. The payments
// module (server/modules/payments) applies those events to transactions and orders, idempotently.

/** A pending transaction a buyer is about to pay. */
export interface PaymentRequest {
  transactionId: string;
  orderId: string;
  amountCents: number;
  /** ISO 4217, from the `currency` setting. */
  currency: string;
  /** What the buyer sees on the gateway's page, e.g. "Order #1042: 2 products". */
  description: string;
  buyer: { id: string; email: string; name: string };
  /** Where to send the buyer back: `${siteOrigin}/payment/success?transactionId=...` and `/payment/cancel`. */
  siteOrigin: string;
  /**
   * A subscription's first period: it lasts `periodDays`; a recurring one is then charged `recurringAmountCents`
   * every `periodDays` until cancelled (null: one-off). Absent for a purchase.
   */
  subscription?: { periodDays: number; recurringAmountCents: number | null };
}

/** A webhook delivery as it arrived: the raw body is what signatures cover. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  /** The client address as Fastify resolved it (TRUST_PROXY decides whether a proxy's header counts). */
  remoteAddress: string;
}

/**
 * What a delivery means for one of our transactions. A payment says what the gateway charged, in integer cents and
 * an ISO 4217 code: the settlement pays the order only when both are the transaction's own (a gateway such as
 * CCBill lets the buyer edit the transaction id it echoes back, so the amount is what ties a sale to an order).
 */
export type PaymentOutcome =
  /** subscriptionReference: the gateway's own id for the subscription a sale started (CCBill's subscriptionId). */
  | { kind: 'paid'; amountCents?: number; currency?: string; subscriptionReference?: string }
  | { kind: 'failed'; reason: string }
  /** `amountCents`: what a refund gave back, when the gateway says (a refund we asked for is matched by it). */
  | { kind: 'reversed'; reversal: 'refunded' | 'chargeback' | 'voided'; reason?: string; amountCents?: number }
  /** The gateway confirms a refund we asked of it (refundGateway): our refund's id, echoed back. */
  | { kind: 'refund_confirmed'; refundId: string; amountCents?: number };

/**
 * What a delivery means for one of our subscriptions: a renewal the gateway charged (its renewalId, unique per
 * gateway, is the renewal transaction's reference: a renewal recorded once is never recorded again), a renewal
 * it could not charge, or the subscription cancelled or ended at the gateway.
 */
export type SubscriptionOutcome =
  | { kind: 'renewed'; renewalId: string; amountCents?: number; currency?: string }
  | { kind: 'renewal_failed'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'expired' };

export interface SubscriptionEvent {
  /** Our subscription id, when the gateway echoes it (the sandbox); else found by subscriptionReference. */
  subscriptionId: string | null;
  /** The gateway's own id for the subscription (CCBill's subscription id). */
  subscriptionReference?: string;
  outcome: SubscriptionOutcome;
}

export interface GatewayEvent {
  /** Unique per gateway and per event: a second delivery with the same id is a replay and changes nothing. */
  eventId: string;
  /** The gateway's own name for it (NewSaleSuccess, approve, ...), kept for audit. */
  eventType: string;
  /** Our transaction id (null when the gateway did not echo one back: found by gatewayReference, else ignored). */
  transactionId: string | null;
  /**
   * The gateway's own id for the payment (CCBill's transaction id). A payment stores it on the transaction; a
   * refund, chargeback or void that does not echo our id finds the transaction by it.
   */
  gatewayReference?: string;
  /** null: an event we record but do not act on (or one about a subscription, below). */
  outcome: PaymentOutcome | null;
  /** An event about a subscription rather than one of our transactions (a renewal, a cancellation). */
  subscription?: SubscriptionEvent;
}

/**
 * A delivery that is not genuine, recorded as refused: answered 401 when its credentials (signature, secret) are
 * missing or wrong, 403 when it comes from an address the gateway does not send from.
 */
export class WebhookRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: 401 | 403 = 401,
  ) {
    super(message);
    this.name = 'WebhookRefused';
  }
}

/**
 * The gateway cannot take payments as this site is set up (its settings are missing or wrong, or it cannot charge
 * in the currency setting): purchases through it answer 503 and create nothing.
 */
export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

export type GatewayName = Exclude<TransactionGateway, 'free'>;

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Where the buyer goes to pay this transaction; throws GatewayUnavailable when it cannot charge it. */
  paymentUrl(request: PaymentRequest): Promise<string>;
  /** Checks the delivery is genuine and reads it; throws WebhookRefused when it is not. */
  readWebhook(delivery: WebhookDelivery): Promise<GatewayEvent[]>;
  /**
   * Stops the gateway's renewals of a subscription it knows by `reference` (the fan cancelled here); throws when
   * the gateway cannot be told. Absent: the gateway renews nothing by itself (the sandbox's renewals are ours).
   */
  cancelSubscription?(reference: string): Promise<void>;
  /**
   * Gives back `amountCents` of a payment (all of it, or part): the gateway confirms later, with a refund_confirmed
   * event naming `refundId` or a refund of that amount. Absent: refunds are made in the gateway's merchant area by hand.
   */
  refund?(request: RefundRequest): Promise<void>;
}

/** A refund we ask of a gateway. */
export interface RefundRequest {
  refundId: string;
  transactionId: string;
  /** The gateway's own id for the payment. */
  gatewayReference: string | null;
  /** The id its API files the sale under, when another (CCBill's subscriptionId). */
  subscriptionReference: string | null;
  amountCents: number;
  currency: string;
  reason: string;
}
