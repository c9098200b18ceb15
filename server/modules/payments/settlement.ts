import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { TransactionGateway, TransactionRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import type { PaymentOutcome } from '../../payments/gateway';
import type { Realtime } from '../../realtime/server';
import type { CouponsService } from '../coupons/service';
import { earnedLine, type EarningsService } from '../earnings/service';
import type { OrdersService } from '../orders/service';
import type { ProductsService } from '../products/service';
import type { PurchasesService } from '../purchases/service';
import type { PackagesService } from '../packages/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { paymentsRepo as repo } from './repo';

export interface SettlementDeps {
  orders: OrdersService;
  purchases: PurchasesService;
  products: ProductsService;
  coupons: CouponsService;
  earnings: EarningsService;
  packages: PackagesService;
  subscriptions: SubscriptionsService;
  realtime: Pick<Realtime, 'toUser'>;
}

/** Which transaction an outcome is about. */
export interface SettlementTarget {
  /** Our transaction id, as the gateway echoed it back (a buyer may have edited it: see locate). */
  transactionId: string | null;
  /**
   * The gateway that reported the outcome (a webhook): it moves only its own transactions, and a payment it
   * reports must say what it charged. Absent for our own decisions (a free order, an admin's refund of one).
   */
  gateway?: TransactionGateway;
  /** The gateway's own id for the payment: stored when it pays, and what a reversal finds the transaction by. */
  gatewayReference?: string;
}

/** What applying an outcome did: "applied: paid", or why it changed nothing. */
export interface Applied {
  outcome: string;
  /** The transaction it was about, when it exists. */
  transactionId: string | null;
}

const byProduct = (a: { object_id: string }, b: { object_id: string }) => (a.object_id < b.object_id ? -1 : a.object_id > b.object_id ? 1 : 0);

/**
 * Why a gateway's payment does not pay for this transaction, or null when it charged exactly its amount in its
 * currency. A payment that does not say both is not taken on trust.
 */
function chargeMismatch(tx: TransactionRow, paid: Extract<PaymentOutcome, { kind: 'paid' }>): string | null {
  const expected = `${tx.amount_cents} cents in ${tx.currency}`;
  if (paid.amountCents === undefined || paid.currency === undefined) {
    return `the gateway did not say what it charged; the transaction is for ${expected}`;
  }
  if (paid.amountCents === tx.amount_cents && paid.currency.toUpperCase() === tx.currency.toUpperCase()) return null;
  return `the gateway charged ${paid.amountCents} cents in ${paid.currency}; the transaction is for ${expected}`;
}

const REVERSAL_REASONS = { refunded: 'Refunded', chargeback: 'Charged back', voided: 'Voided' } as const;

/**
 * The one place money moves. Each outcome is applied inside the caller's database transaction with the
 * transaction's row locked, and only along the state machine: pending -> success | failed | expired, and
 * success -> refunded | chargeback | voided. Anything else (a replay the idempotency record missed, a decline
 * after an approval, a refund before the payment) changes nothing and says so.
 */
export class Settlement {
  constructor(private readonly deps: SettlementDeps) {}

  async apply(trx: Executor, afterCommit: AfterCommit, target: SettlementTarget, outcome: PaymentOutcome): Promise<Applied> {
    const tx = await this.locate(trx, target);
    if (!tx) return { outcome: 'unknown transaction', transactionId: null };
    const ignored = (why: string): Applied => ({ outcome: `ignored: ${why}`, transactionId: tx.id });
    if (target.gateway && tx.gateway !== target.gateway) return ignored(`the transaction belongs to the ${tx.gateway} gateway, not ${target.gateway}`);
    if (target.gatewayReference && tx.gateway_reference && target.gatewayReference !== tx.gateway_reference) {
      return ignored(`the event is about ${target.gateway ?? 'the gateway'}'s payment ${target.gatewayReference}, not ${tx.gateway_reference} that paid this transaction`);
    }
    switch (outcome.kind) {
      case 'paid': {
        if (tx.status !== 'pending') return ignored(`the transaction is already ${tx.status}`);
        const mismatch = target.gateway ? chargeMismatch(tx, outcome) : null;
        if (mismatch) {
          await this.refuseCharge(trx, afterCommit, tx, target.gatewayReference ?? null, mismatch);
          return { outcome: `amount mismatch: ${mismatch}`, transactionId: tx.id };
        }
        await this.settle(trx, afterCommit, tx, target.gatewayReference ?? null, outcome.subscriptionReference ?? null);
        return { outcome: 'applied: paid', transactionId: tx.id };
      }
      case 'failed':
        if (tx.status !== 'pending') return ignored(`the transaction is already ${tx.status}`);
        await repo.setStatus(trx, tx.id, { status: 'failed' });
        await this.deps.orders.markFailed(trx, tx.order_id, outcome.reason);
        this.tellBuyer(afterCommit, tx, 'failed', 'failed');
        return { outcome: 'applied: failed', transactionId: tx.id };
      case 'reversed':
        if (tx.status !== 'success') return ignored(`only a successful payment can be ${outcome.reversal}; this one is ${tx.status}`);
        await this.reverse(trx, afterCommit, tx, outcome.reversal, outcome.reason ?? REVERSAL_REASONS[outcome.reversal]);
        return { outcome: `applied: ${outcome.reversal}`, transactionId: tx.id };
    }
  }

  /**
   * The transaction, locked. The gateway's own reference wins over the transaction id it echoes: CCBill's ids
   * cannot be edited by a buyer, while the id a sale carries back (a FlexForms pass-through field) can, so a
   * refund of one sale must not reverse another order because its echoed id says so.
   */
  private async locate(trx: Executor, target: SettlementTarget): Promise<TransactionRow | undefined> {
    if (target.gateway && target.gatewayReference) {
      const byReference = await repo.lockByReference(trx, target.gateway, target.gatewayReference);
      if (byReference) return byReference;
    }
    return target.transactionId && isUuid(target.transactionId) ? repo.lock(trx, target.transactionId) : undefined;
  }

  /**
   * A gateway charged something other than the order: nothing is delivered and the transaction fails for good, with
   * the charge's reference kept and the reason on the order. Failing (rather than leaving it pending) is final and
   * visible: the buyer's page stops waiting, an admin finds it among failed payments with what to refund at the
   * gateway, and no later delivery can settle a transaction whose id was already attached to a wrong sale; left
   * pending, it would expire silently a day later as "not completed" while the money sits at the gateway.
   */
  private async refuseCharge(trx: Executor, afterCommit: AfterCommit, tx: TransactionRow, gatewayReference: string | null, mismatch: string): Promise<void> {
    await repo.setStatus(trx, tx.id, { status: 'failed', gateway_reference: gatewayReference });
    await this.deps.orders.markFailed(trx, tx.order_id, `The payment was not accepted (amount mismatch): ${mismatch}. Anything charged is to be refunded at the gateway.`);
    this.tellBuyer(afterCommit, tx, 'failed', 'failed');
  }

  /**
   * A payment arrived: the order is paid and everything it bought is delivered, together. A physical line whose
   * stock went to another buyer meanwhile is not delivered: its delivery status says refunded, it earns nothing,
   * and the order's status reason says what is owed back (the money has moved; the rest of the order stands).
   */
  private async settle(trx: Executor, afterCommit: AfterCommit, tx: TransactionRow, gatewayReference: string | null, subscriptionReference: string | null = null): Promise<void> {
    const { orders, purchases, products, coupons, earnings } = this.deps;
    await repo.setStatus(trx, tx.id, { status: 'success', settled_at: new Date(), gateway_reference: gatewayReference });
    const { order, lines } = await orders.lock(trx, tx.order_id);
    const reasons: string[] = [];
    const unlocked = lines.flatMap((l) =>
      l.object_type === 'subscription' || (l.object_type === 'product' && l.product_type !== 'digital') ? [] : [{ objectType: l.object_type, objectId: l.object_id }],
    );
    await purchases.grant(trx, order.buyer_id, order.id, unlocked);

    const toDeliver: string[] = [];
    const undeliverable: string[] = [];
    // Products are updated in one order (by id) by every settlement, so two payments cannot deadlock on them.
    for (const line of lines.filter((l) => l.product_type === 'physical').sort(byProduct)) {
      if (await products.takeStock(trx, line.object_id, line.quantity)) toDeliver.push(line.id);
      else {
        undeliverable.push(line.id);
        reasons.push(`"${line.name}" x ${line.quantity} was out of stock when the payment arrived: ${line.total_cents} cents are to be refunded`);
      }
    }
    if (order.coupon_id) {
      const redemption = await coupons.redeem(trx, { couponId: order.coupon_id, userId: order.buyer_id, orderId: order.id });
      if (redemption === 'over-subscribed') reasons.push(`The coupon ${order.coupon_code} was over-subscribed: its last use went to another payment first; the discount was honoured`);
      if (redemption === 'already-used') reasons.push(`The coupon ${order.coupon_code} had already been used by this buyer; the discount was honoured`);
    }
    await orders.markPaid(trx, order.id, { reason: reasons.length ? reasons.join('. ') : null, toDeliver, undeliverable });
    // A line with no performer (the site's own package) earns nobody anything.
    const earning = lines.flatMap((l) => (l.performer_id && !undeliverable.includes(l.id) ? [{ ...l, performer_id: l.performer_id }] : []));
    await earnings.record(trx, tx.id, earning.map((l) => earnedLine(l, l.performer_id)));
    for (const line of lines.filter((l) => l.object_type === 'subscription')) await this.startSubscription(trx, afterCommit, tx, order, line, subscriptionReference);

    this.tellBuyer(afterCommit, tx, 'success', 'paid');
    const sellers = new Set(earning.map((l) => l.performer_id));
    afterCommit(() => {
      for (const performerId of sellers) {
        const own = earning.filter((l) => l.performer_id === performerId);
        this.deps.realtime.toUser(performerId, SOCKET_EVENTS.saleNotification, {
          orderId: order.id,
          orderNumber: Number(order.number),
          lines: own.map((l) => ({ _id: l.id, name: l.name, quantity: l.quantity, total: l.total_cents })),
        });
      }
    });
  }

  /**
   * A paid subscription line starts the fan's subscription at the price and period it was bought at. A free order
   * (a full discount) has no gateway to charge renewals: it buys one period.
   */
  private async startSubscription(trx: Executor, afterCommit: AfterCommit, tx: TransactionRow, order: OrderRow, line: OrderLineRow, subscriptionReference: string | null): Promise<void> {
    const terms = await this.deps.packages.terms(trx, line.object_id);
    const sub = await this.deps.subscriptions.start(trx, afterCommit, {
      userId: order.buyer_id,
      performerId: line.performer_id,
      packageId: line.object_id,
      priceCents: line.unit_price_cents,
      currency: order.currency,
      periodDays: terms?.periodDays ?? 30,
      recurring: Boolean(terms?.recurring) && tx.gateway !== 'free',
      gateway: tx.gateway,
      // The sandbox finds its subscriptions by our id; another gateway by its own id for it, given with the sale.
      gatewayReference: subscriptionReference,
    });
    await repo.setSubscription(trx, tx.id, sub.id);
  }

  /** A refund, chargeback or void undoes everything the payment did: access, stock, the coupon use, earnings. */
  private async reverse(trx: Executor, afterCommit: AfterCommit, tx: TransactionRow, reversal: 'refunded' | 'chargeback' | 'voided', reason: string): Promise<void> {
    const { orders, purchases, products, coupons, earnings } = this.deps;
    await repo.setStatus(trx, tx.id, { status: reversal });
    const { order, lines } = await orders.lock(trx, tx.order_id);
    await purchases.revokeOrder(trx, order.id);
    // Stock comes back only for lines that took it: those delivered (they earned; undeliverable ones did not).
    const earned = new Set(await earnings.reverse(trx, tx.id));
    for (const line of [...lines].sort(byProduct)) {
      if (line.product_type === 'physical' && earned.has(line.id)) await products.restoreStock(trx, line.object_id, line.quantity);
    }
    if (order.coupon_id) await coupons.release(trx, order.id);
    // The period it paid for is taken back: the subscription it started or renewed ends now.
    if (tx.subscription_id) await this.deps.subscriptions.endById(trx, afterCommit, tx.subscription_id);
    await orders.markReversed(trx, order.id, reversal, reason, lines.map((l) => l.id));
    this.tellBuyer(afterCommit, tx, reversal, reversal);
  }

  private tellBuyer(afterCommit: AfterCommit, tx: TransactionRow, status: string, orderStatus: string): void {
    afterCommit(() => this.deps.realtime.toUser(tx.buyer_id, SOCKET_EVENTS.paymentStatus, { transactionId: tx.id, orderId: tx.order_id, status, orderStatus }));
  }
}
