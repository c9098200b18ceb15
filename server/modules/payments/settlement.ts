import { SOCKET_EVENTS } from '../../../lib/socket-events';
import { HttpError, notFound } from '../../http/errors';
import type { TransactionGateway, TransactionRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import type { PaymentOutcome } from '../../payments/gateway';
import type { Realtime } from '../../realtime/server';
import type { CouponsService } from '../coupons/service';
import { earnedLine, type EarningsService } from '../earnings/service';
import type { OrdersService } from '../orders/service';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { paymentsRepo as repo } from './repo';
import { chargeMismatch, REVERSAL_REASONS } from './settlement-rules';
import type { Refunds } from './refunds';
import { byKind, kindOf, type Sellables, type Settling } from './sellables';
import type { Notify } from '../notifications/centre';

export interface SettlementDeps {
  orders: OrdersService;
  coupons: CouponsService;
  earnings: EarningsService;
  /** What each kind of line delivers, and takes back. */
  sellables: Sellables;
  refunds: Refunds;
  realtime: Pick<Realtime, 'toUser'>;
  notify: Notify;
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
    const otherPayment = Boolean(target.gatewayReference && tx.gateway_reference && target.gatewayReference !== tx.gateway_reference);
    switch (outcome.kind) {
      case 'paid': {
        const mismatch = target.gateway ? chargeMismatch(tx, outcome) : null;
        if (tx.status === 'pending' && mismatch) {
          await this.refuseCharge(trx, afterCommit, tx, target.gatewayReference ?? null, mismatch);
          return { outcome: `amount mismatch: ${mismatch}`, transactionId: tx.id };
        }
        if (tx.status === 'pending') {
          await this.settle(trx, afterCommit, tx, target.gatewayReference ?? null, outcome.subscriptionReference ?? null);
          return { outcome: 'applied: paid', transactionId: tx.id };
        }
        // The same payment reported again (another event id) changes nothing; any other charge is money we must give back.
        const samePayment = tx.status === 'success' ? !otherPayment : Boolean(target.gatewayReference && target.gatewayReference === tx.gateway_reference);
        if (samePayment) return ignored(`the transaction is already ${tx.status}`);
        if (mismatch) return ignored(`a charge that does not match the transaction: ${mismatch}; refund it at the gateway`);
        const refunded = await this.refundStrayCharge(trx, afterCommit, tx, target.gatewayReference ?? null, outcome.subscriptionReference ?? null);
        return { outcome: `refunded automatically: ${refunded}`, transactionId: tx.id };
      }
      case 'failed':
        if (tx.status !== 'pending') return ignored(`the transaction is already ${tx.status}`);
        await this.closeUnpaid(trx, afterCommit, tx, { transaction: 'failed', order: 'failed' }, outcome.reason);
        return { outcome: 'applied: failed', transactionId: tx.id };
      case 'reversed':
        if (otherPayment)
          return ignored(
            `the event is about ${target.gateway ?? 'the gateway'}'s payment ${target.gatewayReference}, not ${tx.gateway_reference} that paid this transaction`,
          );
        if (outcome.reversal === 'refunded' && outcome.amountCents !== undefined) {
          // The gateway's confirmation of a refund asked of it (CCBill names the amount, not our refund).
          const confirmed = await this.deps.refunds.confirmRequested(trx, tx.id, outcome.amountCents);
          if (confirmed) return { outcome: confirmed, transactionId: tx.id };
        }
        if (tx.status !== 'success') return ignored(`only a successful payment can be ${outcome.reversal}; this one is ${tx.status}`);
        await this.reverse(trx, afterCommit, tx, outcome.reversal, outcome.reason ?? REVERSAL_REASONS[outcome.reversal]);
        return { outcome: `applied: ${outcome.reversal}`, transactionId: tx.id };
      case 'refund_confirmed':
        return { outcome: await this.deps.refunds.confirm(trx, outcome.refundId, tx.id), transactionId: tx.id };
    }
  }

  /**
   * An order that will not be paid: its pending transaction ends (failed, expired or cancelled), the order with it,
   * and the coupon use it held goes back. The caller holds the transaction's row.
   */
  async closeUnpaid(
    trx: Executor,
    afterCommit: AfterCommit,
    tx: TransactionRow,
    status: { transaction: 'failed' | 'expired' | 'cancelled'; order: 'failed' | 'cancelled' },
    reason: string,
  ): Promise<void> {
    await repo.setStatus(trx, tx.id, { status: status.transaction });
    if (status.order === 'failed') await this.deps.orders.markFailed(trx, tx.order_id, reason);
    else await this.deps.orders.cancelCreated(trx, [tx.order_id], reason);
    await this.deps.coupons.release(trx, tx.order_id);
    this.tellBuyer(afterCommit, tx, status.transaction, status.order);
  }

  /**
   * A charge that pays for nothing: a payment for a transaction that was no longer awaiting one (expired,
   * cancelled, declined), or a second payment for one already paid. It is recorded as its own transaction, refunded
   * in full through the gateway, and the buyer is told; it never delivers or earns anything.
   */
  private async refundStrayCharge(
    trx: Executor,
    afterCommit: AfterCommit,
    tx: TransactionRow,
    gatewayReference: string | null,
    subscriptionReference: string | null,
  ): Promise<string> {
    const why = tx.status === 'success' ? 'a second payment for an order already paid' : `a payment for a checkout that was already ${tx.status}`;
    const stray =
      tx.status === 'success'
        ? await repo.insertTransaction(trx, {
            order_id: tx.order_id,
            buyer_id: tx.buyer_id,
            type: tx.type,
            gateway: tx.gateway,
            status: 'refunded',
            amount_cents: tx.amount_cents,
            currency: tx.currency,
            gateway_reference: gatewayReference,
            gateway_subscription_reference: subscriptionReference,
            settled_at: new Date(),
          })
        : tx;
    if (stray === tx) {
      await repo.setStatus(trx, tx.id, {
        status: 'refunded',
        settled_at: new Date(),
        gateway_reference: gatewayReference,
        gateway_subscription_reference: subscriptionReference,
      });
    }
    await this.deps.refunds.record(trx, afterCommit, stray, { amountCents: stray.amount_cents, reason: `Refunded automatically: ${why}`, lineIds: [] });
    await this.deps.orders.addReason(trx, tx.order_id, `A payment of ${stray.amount_cents} cents arrived as ${why}: it was refunded automatically`);
    this.tellBuyer(afterCommit, stray, 'refunded', 'refunded');
    return why;
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
    await this.deps.orders.markFailed(
      trx,
      tx.order_id,
      `The payment was not accepted (amount mismatch): ${mismatch}. Anything charged is to be refunded at the gateway.`,
    );
    this.tellBuyer(afterCommit, tx, 'failed', 'failed');
  }

  /**
   * A payment arrived: the order is paid and everything it bought is delivered, together, at the terms its lines
   * carry, by each line's kind (see ./sellables): first payments and renewals alike. A line that cannot be
   * delivered is refunded automatically through the gateway and earns nothing: a physical product whose stock went
   * to another buyer meanwhile, something the buyer already has (bought or subscribed through another payment), a
   * renewal of a subscription that has ended. When nothing could be delivered, the whole payment is refunded. The
   * buyer's other open orders for the same things are cancelled: this purchase supersedes them.
   */
  private async settle(
    trx: Executor,
    afterCommit: AfterCommit,
    tx: TransactionRow,
    gatewayReference: string | null,
    subscriptionReference: string | null = null,
  ): Promise<void> {
    const { orders, earnings, sellables } = this.deps;
    await repo.setStatus(trx, tx.id, {
      status: 'success',
      settled_at: new Date(),
      gateway_reference: gatewayReference,
      gateway_subscription_reference: subscriptionReference,
    });
    const paid = await orders.lock(trx, tx.order_id);
    const { order, lines } = paid;
    const undeliverable = new Map<string, string>();
    const settling: Settling = { trx, afterCommit, tx, order, subscriptionReference, lines, undeliverable };
    for (const [kind, own] of byKind(sellables, lines)) {
      for (const [lineId, why] of await kind.undeliverable(settling, own)) undeliverable.set(lineId, why);
    }
    const delivered = lines.filter((l) => !undeliverable.has(l.id));
    if (order.coupon_id) await this.deps.coupons.spend(trx, order.id);
    for (const [kind, own] of byKind(sellables, delivered)) await kind.deliver(settling, own);

    const refundCents = lines.filter((l) => undeliverable.has(l.id)).reduce((sum, l) => sum + l.total_cents, 0);
    const reasons = [...undeliverable.values()].map((why) => `${why}: refunded automatically`);
    if (refundCents > 0) {
      await this.deps.refunds.record(trx, afterCommit, tx, { amountCents: refundCents, reason: reasons.join('. '), lineIds: [...undeliverable.keys()] });
    }
    await orders.markPaid(trx, order.id, {
      reason: reasons.length ? reasons.join('. ') : null,
      toDeliver: delivered.filter((l) => kindOf(sellables, l).shipped(l)).map((l) => l.id),
      undeliverable: [...undeliverable.keys()],
    });
    if (delivered.length === 0) {
      // Nothing was delivered: the payment is wholly given back, and the order reads refunded.
      await repo.setStatus(trx, tx.id, { status: 'refunded' });
      await orders.markReversed(trx, order.id, 'refunded', reasons.join('. '), []);
      await this.deps.coupons.release(trx, order.id);
      this.tellBuyer(afterCommit, tx, 'refunded', 'refunded');
      return;
    }
    // A line with no performer (the site's own package) earns nobody anything.
    const earning = delivered.flatMap((l) => (l.performer_id ? [{ ...l, performer_id: l.performer_id }] : []));
    await earnings.record(
      trx,
      tx.id,
      earning.map((l) => earnedLine(l, l.performer_id, kindOf(sellables, l).earningSource)),
    );
    await this.supersede(trx, afterCommit, paid);

    this.tellBuyer(afterCommit, tx, 'success', 'paid');
    const sellers = new Set(earning.map((l) => l.performer_id));
    await this.tellCentre(trx, afterCommit, order, delivered, earning);
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

  /** The buyer's other open orders for what this one delivered (things one owns once) are cancelled, their coupon uses given back. */
  private async supersede(trx: Executor, afterCommit: AfterCommit, paid: { order: OrderRow; lines: OrderLineRow[] }): Promise<void> {
    const owned = paid.lines.filter((l) => kindOf(this.deps.sellables, l).ownedOnce(l));
    const superseded = await this.deps.orders.supersededBy(trx, paid.order, owned);
    for (const pending of await repo.lockPendingOf(
      trx,
      superseded.map((o) => o.id),
    )) {
      await this.closeUnpaid(
        trx,
        afterCommit,
        pending,
        { transaction: 'cancelled', order: 'cancelled' },
        `Superseded by order #${paid.order.number}, which paid for the same thing`,
      );
    }
  }

  /** A refund, chargeback or void undoes everything the payment did: access, stock, the coupon use, earnings. */
  private async reverse(
    trx: Executor,
    afterCommit: AfterCommit,
    tx: TransactionRow,
    reversal: 'refunded' | 'chargeback' | 'voided',
    reason: string,
  ): Promise<void> {
    const { orders, coupons } = this.deps;
    await repo.setStatus(trx, tx.id, { status: reversal, refunded_cents: tx.amount_cents });
    const { order, lines } = await orders.lock(trx, tx.order_id);
    await this.takeBack(trx, afterCommit, tx, order, lines);
    if (order.coupon_id) await coupons.release(trx, order.id);
    await orders.markReversed(
      trx,
      order.id,
      reversal,
      reason,
      lines.map((l) => l.id),
    );
    this.tellBuyer(afterCommit, tx, reversal, reversal);
  }

  /**
   * An admin refunds some lines of a paid order (a subscription line: the period it paid for): what they gave is
   * taken back, their earnings reversed, and their amount refunded through the gateway. Refunding the last lines
   * left makes the whole payment refunded. Answers the cents refunded.
   */
  async refundLines(trx: Executor, afterCommit: AfterCommit, transactionId: string, asked: string[] | 'all', reason: string): Promise<number> {
    const tx = await repo.lock(trx, transactionId);
    if (!tx) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND');
    if (tx.status !== 'success') throw new HttpError(422, `Only a successful payment can be refunded; this one is ${tx.status}.`, 'NOT_REFUNDABLE');
    const { order, lines } = await this.deps.orders.lock(trx, tx.order_id);
    // 'all': every line not refunded yet, read with the order locked.
    const lineIds = asked === 'all' ? lines.filter((l) => l.delivery_status !== 'refunded').map((l) => l.id) : asked;
    const chosen = lines.filter((l) => lineIds.includes(l.id));
    const unknown = lineIds.filter((id) => !lines.some((l) => l.id === id));
    if (unknown.length > 0) throw notFound(`These lines are not in the order this payment paid: ${unknown.join(', ')}`, 'ORDER_LINE_NOT_FOUND');
    const given = chosen.filter((l) => l.delivery_status === 'refunded');
    if (given.length > 0) throw new HttpError(422, `Already refunded: ${given.map((l) => `"${l.name}"`).join(', ')}.`, 'LINE_ALREADY_REFUNDED');
    await this.takeBack(trx, afterCommit, tx, order, chosen);
    const cents = chosen.reduce((sum, l) => sum + l.total_cents - l.refunded_cents, 0);
    await this.deps.orders.markPaid(trx, order.id, { reason: order.status_reason, toDeliver: [], undeliverable: chosen.map((l) => l.id) });
    await this.deps.orders.addReason(trx, order.id, `${chosen.map((l) => `"${l.name}"`).join(', ')} refunded (${cents} cents): ${reason}`);
    await this.deps.refunds.record(trx, afterCommit, tx, { amountCents: cents, reason, lineIds: chosen.map((l) => l.id) });
    if (lines.every((l) => l.delivery_status === 'refunded' || lineIds.includes(l.id))) {
      await repo.setStatus(trx, tx.id, { status: 'refunded' });
      if (order.coupon_id) await this.deps.coupons.release(trx, order.id);
      await this.deps.orders.markReversed(trx, order.id, 'refunded', reason, []);
      this.tellBuyer(afterCommit, tx, 'refunded', 'refunded');
    }
    return cents;
  }

  /**
   * What these lines of a paid order gave is taken back, by each line's kind (the items they granted, the stock
   * delivered lines took, the subscription periods they paid for), and their earnings reversed. Lines already given
   * back (refunded when the payment arrived) are skipped.
   */
  private async takeBack(trx: Executor, afterCommit: AfterCommit, tx: TransactionRow, order: OrderRow, lines: OrderLineRow[]): Promise<void> {
    const open = lines.filter((l) => l.delivery_status !== 'refunded');
    const earned = new Set(
      await this.deps.earnings.reverseLines(
        trx,
        tx.id,
        open.map((l) => l.id),
      ),
    );
    const settling: Settling = { trx, afterCommit, tx, order, subscriptionReference: null, lines, undeliverable: new Map() };
    for (const [kind, own] of byKind(this.deps.sellables, open)) await kind.takeBack(settling, own, earned);
  }

  /** The buyer's "purchase complete" and each seller's sale, in the settlement's transaction. */
  private async tellCentre(
    trx: Executor,
    afterCommit: AfterCommit,
    order: OrderRow,
    delivered: OrderLineRow[],
    earning: Array<OrderLineRow & { performer_id: string }>,
  ): Promise<void> {
    const { notify } = this.deps;
    const toldAsSale = (line: OrderLineRow) => kindOf(this.deps.sellables, line).toldAsSale;
    const bought = delivered.filter(toldAsSale);
    if (bought.length > 0) {
      const title = bought.length === 1 ? bought[0].name : `${bought[0].name} and ${bought.length - 1} more`;
      const amountCents = bought.reduce((sum, l) => sum + l.total_cents, 0);
      await notify(trx, afterCommit, [order.buyer_id], {
        kind: 'purchase_completed',
        groupKey: null,
        actorId: null,
        subject: { title, path: '/user/orders', amountCents, currency: order.currency },
      });
    }
    for (const line of earning.filter(toldAsSale)) {
      await notify(trx, afterCommit, [line.performer_id], {
        kind: 'sale',
        groupKey: `sale:${line.object_type}:${line.object_id}`,
        actorId: order.buyer_id,
        subject: { title: line.name, path: '/performer/orders', amountCents: line.total_cents, currency: order.currency },
      });
    }
  }

  private tellBuyer(afterCommit: AfterCommit, tx: TransactionRow, status: string, orderStatus: string): void {
    afterCommit(() => this.deps.realtime.toUser(tx.buyer_id, SOCKET_EVENTS.paymentStatus, { transactionId: tx.id, orderId: tx.order_id, status, orderStatus }));
  }
}
