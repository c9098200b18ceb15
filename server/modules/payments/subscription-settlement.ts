import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { SubscriptionRow, TransactionGateway } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import type { SubscriptionEvent } from '../../payments/gateway';
import type { Realtime } from '../../realtime/server';
import { earnedLine, type EarningsService } from '../earnings/service';
import { subscriptionLine } from '../orders/checkout-items';
import type { OrdersService } from '../orders/service';
import type { PackagesService } from '../packages/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { SettingsService } from '../settings/service';
import { displayNames } from '../users/cards';
import { paymentsRepo as repo } from './repo';
import type { Applied } from './settlement';

export interface SubscriptionSettlementDeps {
  orders: OrdersService;
  earnings: EarningsService;
  packages: PackagesService;
  settings: SettingsService;
  subscriptions: SubscriptionsService;
  realtime: Pick<Realtime, 'toUser'>;
}

/**
 * A gateway's events about a subscription, applied in the webhook's database transaction with the subscription's
 * row locked. A paid renewal is a period and money at once: a new paid order (kind subscription) with its line, a
 * successful subscription_renewal transaction whose reference is the gateway's renewal id, and the performer's
 * earning. The same renewal delivered again (a replay under another event id, or twice at once: the second waits
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

  private async renewed(
    trx: Executor,
    afterCommit: AfterCommit,
    gateway: TransactionGateway,
    sub: SubscriptionRow,
    renewal: Extract<SubscriptionEvent['outcome'], { kind: 'renewed' }>,
  ): Promise<Applied> {
    const { orders, earnings, packages, subscriptions } = this.deps;
    const recorded = await repo.lockByReference(trx, gateway, renewal.renewalId);
    if (recorded) return { outcome: 'ignored: this renewal was recorded before', transactionId: recorded.id };
    if (renewal.amountCents !== sub.price_cents || renewal.currency?.toUpperCase() !== sub.currency.toUpperCase()) {
      return {
        outcome: `ignored: the gateway charged ${renewal.amountCents ?? '?'} cents in ${renewal.currency ?? '?'}; the subscription costs ${sub.price_cents} cents in ${sub.currency}`,
        transactionId: null,
      };
    }
    const moved = await subscriptions.renew(trx, afterCommit, sub);
    if (typeof moved === 'string') return { outcome: `ignored: ${moved}`, transactionId: null };

    const name = (sub.package_id ? (await packages.namesOf([sub.package_id], trx)).get(sub.package_id) : undefined) ?? 'Subscription';
    const seller = sub.performer_id
      ? ((await displayNames(trx, [sub.performer_id])).get(sub.performer_id) ?? 'a performer')
      : await this.deps.settings.get<string>('siteName', 'Limelight');
    const { order, lines } = await orders.create(trx, {
      buyerId: sub.user_id,
      kind: 'subscription',
      currency: sub.currency,
      coupon: null,
      shipping: null,
      intentKey: null,
      // At the price the subscription keeps (copied when it started), whatever the package costs now.
      lines: [
        subscriptionLine(
          sub.user_id,
          {
            id: sub.package_id ?? sub.id,
            performer_id: sub.performer_id,
            name: `${name} (renewal)`,
            price_cents: sub.price_cents,
            period_days: sub.period_days,
            recurring: sub.recurring,
          },
          seller,
        ),
      ],
    });
    await orders.markPaid(trx, order.id, { reason: null, toDeliver: [], undeliverable: [] });
    const tx = await repo.insertTransaction(trx, {
      order_id: order.id,
      buyer_id: sub.user_id,
      type: 'subscription_renewal',
      gateway,
      status: 'success',
      amount_cents: order.total_cents,
      currency: sub.currency,
      gateway_reference: renewal.renewalId,
      subscription_id: sub.id,
      settled_at: new Date(),
    });
    if (sub.performer_id) await earnings.record(trx, tx.id, [earnedLine(lines[0], sub.performer_id)]);
    afterCommit(() =>
      this.deps.realtime.toUser(sub.user_id, SOCKET_EVENTS.paymentStatus, { transactionId: tx.id, orderId: order.id, status: 'success', orderStatus: 'paid' }),
    );
    return { outcome: 'applied: renewed', transactionId: tx.id };
  }
}
