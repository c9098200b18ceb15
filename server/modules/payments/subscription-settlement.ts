import type { SubscriptionRow, TransactionGateway } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import type { SubscriptionEvent } from '../../payments/gateway';
import type { OrdersService } from '../orders/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { paymentsRepo as repo } from './repo';
import type { Sellables } from './sellables';
import type { Applied, Settlement } from './settlement';

export interface SubscriptionSettlementDeps {
  orders: OrdersService;
  subscriptions: SubscriptionsService;
  settlement: Settlement;
  /** The subscription kind: a renewal's line. */
  renewals: Sellables['subscription'];
}

/**
 * A gateway's events about a subscription, applied in the webhook's database transaction with the subscription's
 * row locked. A paid renewal is a period and money at once, settled as a first payment is (see renewed). The same
 * renewal delivered again (a replay under another event id, or twice at once: the second waits
 * for the row, then finds the transaction) records nothing.
 */
export class SubscriptionSettlement {
  constructor(private readonly deps: SubscriptionSettlementDeps) {}

  async apply(trx: Executor, afterCommit: AfterCommit, gateway: TransactionGateway, event: SubscriptionEvent): Promise<Applied> {
    const { subscriptions } = this.deps;
    const sub = event.subscriptionReference
      ? await subscriptions.lockByReference(trx, gateway, event.subscriptionReference)
      : event.subscriptionId
        ? await subscriptions.lockById(trx, event.subscriptionId)
        : undefined;
    if (!sub) return { outcome: 'unknown subscription', transactionId: null };
    if (sub.gateway !== gateway)
      return { outcome: `ignored: the subscription is charged by ${sub.gateway ?? 'no gateway'}, not ${gateway}`, transactionId: null };
    const done = (moved: SubscriptionRow | string, what: string): Applied => ({
      outcome: typeof moved === 'string' ? `ignored: ${moved}` : `applied: ${what}`,
      transactionId: null,
    });
    switch (event.outcome.kind) {
      case 'renewed':
        return this.renewed(trx, afterCommit, gateway, sub, event.outcome);
      case 'renewal_failed':
        return done(await subscriptions.failRenewal(trx, afterCommit, sub), 'renewal failed, past due');
      case 'cancelled':
        return done(await subscriptions.cancelLocked(trx, afterCommit, sub), 'cancelled');
      case 'expired':
        return done(await subscriptions.end(trx, afterCommit, sub), 'expired');
    }
  }

  /**
   * A paid renewal goes through the settlement as any payment does: an order for one period at the terms the
   * subscription keeps, a transaction for the gateway's renewal (its reference is the renewal's id), then paid.
   * A renewal that cannot renew (the subscription has ended meanwhile) is refunded automatically there.
   */
  private async renewed(
    trx: Executor,
    afterCommit: AfterCommit,
    gateway: TransactionGateway,
    sub: SubscriptionRow,
    renewal: Extract<SubscriptionEvent['outcome'], { kind: 'renewed' }>,
  ): Promise<Applied> {
    const { orders, renewals, settlement } = this.deps;
    const recorded = await repo.lockByReference(trx, gateway, renewal.renewalId);
    if (recorded) return { outcome: 'ignored: this renewal was recorded before', transactionId: recorded.id };
    if (renewal.amountCents !== sub.price_cents || renewal.currency?.toUpperCase() !== sub.currency.toUpperCase()) {
      return {
        outcome: `ignored: the gateway charged ${renewal.amountCents ?? '?'} cents in ${renewal.currency ?? '?'}; the subscription costs ${sub.price_cents} cents in ${sub.currency}`,
        transactionId: null,
      };
    }
    const { order } = await orders.create(trx, {
      buyerId: sub.user_id,
      kind: renewals.orderKind,
      currency: sub.currency,
      coupon: null,
      shipping: null,
      intentKey: null,
      lines: [await renewals.renewalLine(trx, sub)],
    });
    const tx = await repo.insertTransaction(trx, {
      order_id: order.id,
      buyer_id: sub.user_id,
      type: 'subscription_renewal',
      gateway,
      amount_cents: order.total_cents,
      currency: sub.currency,
      subscription_id: sub.id,
    });
    const paid = { kind: 'paid', amountCents: renewal.amountCents, currency: renewal.currency } as const;
    const applied = await settlement.apply(trx, afterCommit, { transactionId: tx.id, gateway, gatewayReference: renewal.renewalId }, paid);
    const settled = await repo.byId(trx, tx.id);
    if (applied.outcome === 'applied: paid' && settled?.status === 'success') return { outcome: 'applied: renewed', transactionId: tx.id };
    return { outcome: `not renewed: ${settled?.status === 'refunded' ? 'the renewal was refunded automatically' : applied.outcome}`, transactionId: tx.id };
  }
}
