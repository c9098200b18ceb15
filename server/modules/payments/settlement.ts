import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { TransactionRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import type { PaymentOutcome } from '../../payments/gateway';
import type { Realtime } from '../../realtime/server';
import type { CouponsService } from '../coupons/service';
import type { EarningsService } from '../earnings/service';
import type { OrdersService } from '../orders/service';
import type { ProductsService } from '../products/service';
import type { PurchasesService } from '../purchases/service';
import { paymentsRepo as repo } from './repo';

export interface SettlementDeps {
  orders: OrdersService;
  purchases: PurchasesService;
  products: ProductsService;
  coupons: CouponsService;
  earnings: EarningsService;
  realtime: Pick<Realtime, 'toUser'>;
}

/** What applying an outcome did: "applied: paid", or why it changed nothing. */
export interface Applied {
  outcome: string;
  /** The transaction it was about, when it exists. */
  transactionId: string | null;
}

const byProduct = (a: { object_id: string }, b: { object_id: string }) => (a.object_id < b.object_id ? -1 : a.object_id > b.object_id ? 1 : 0);

const REVERSAL_REASONS = { refunded: 'Refunded', chargeback: 'Charged back', voided: 'Voided' } as const;

/**
 * The one place money moves. Each outcome is applied inside the caller's database transaction with the
 * transaction's row locked, and only along the state machine: pending -> success | failed | expired, and
 * success -> refunded | chargeback | voided. Anything else (a replay the idempotency record missed, a decline
 * after an approval, a refund before the payment) changes nothing and says so.
 */
export class Settlement {
  constructor(private readonly deps: SettlementDeps) {}

  async apply(trx: Executor, afterCommit: AfterCommit, transactionId: string | null, outcome: PaymentOutcome): Promise<Applied> {
    const tx = transactionId && isUuid(transactionId) ? await repo.lock(trx, transactionId) : undefined;
    if (!tx) return { outcome: 'unknown transaction', transactionId: null };
    const ignored = (why: string): Applied => ({ outcome: `ignored: ${why}`, transactionId: tx.id });
    switch (outcome.kind) {
      case 'paid':
        if (tx.status !== 'pending') return ignored(`the transaction is already ${tx.status}`);
        if (outcome.amountCents !== undefined && outcome.amountCents !== tx.amount_cents) {
          return ignored(`the gateway charged ${outcome.amountCents} cents, the transaction is for ${tx.amount_cents}`);
        }
        await this.settle(trx, afterCommit, tx, outcome.gatewayReference ?? null);
        return { outcome: 'applied: paid', transactionId: tx.id };
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
   * A payment arrived: the order is paid and everything it bought is delivered, together. A physical line whose
   * stock went to another buyer meanwhile is not delivered: its delivery status says refunded, it earns nothing,
   * and the order's status reason says what is owed back (the money has moved; the rest of the order stands).
   */
  private async settle(trx: Executor, afterCommit: AfterCommit, tx: TransactionRow, gatewayReference: string | null): Promise<void> {
    const { orders, purchases, products, coupons, earnings } = this.deps;
    await repo.setStatus(trx, tx.id, { status: 'success', settled_at: new Date(), gateway_reference: gatewayReference });
    const { order, lines } = await orders.lock(trx, tx.order_id);
    const reasons: string[] = [];
    const unlocked = lines.filter((l) => l.object_type !== 'product' || l.product_type === 'digital');
    await purchases.grant(trx, order.buyer_id, order.id, unlocked.map((l) => ({ objectType: l.object_type, objectId: l.object_id })));

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
    const earning = lines.filter((l) => !undeliverable.includes(l.id));
    await earnings.record(trx, tx.id, earning.map((l) => ({ orderLineId: l.id, performerId: l.performer_id, grossCents: l.total_cents })));

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
    await orders.markReversed(trx, order.id, reversal, reason, lines.map((l) => l.id));
    this.tellBuyer(afterCommit, tx, reversal, reversal);
  }

  private tellBuyer(afterCommit: AfterCommit, tx: TransactionRow, status: string, orderStatus: string): void {
    afterCommit(() => this.deps.realtime.toUser(tx.buyer_id, SOCKET_EVENTS.paymentStatus, { transactionId: tx.id, orderId: tx.order_id, status, orderStatus }));
  }
}
