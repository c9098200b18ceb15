import type { Db } from '../../db';
import type { TransactionRow } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { SandboxDecision } from '../../payments/sandbox/events';
import type { PaymentGateways } from '../../payments/registry';
import type { SandboxProcessor } from '../../payments/sandbox/processor';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { OrderDto } from '../orders/presenter';
import type { OrdersService, Viewer } from '../orders/service';
import type { SettingsService } from '../settings/service';
import { performerCards } from '../users/cards';
import type { FileUrls } from '../catalogue/file-urls';
import { toTransaction, type TransactionDto } from './presenter';
import { paymentsRepo as repo, type TransactionFilters } from './repo';
import type { Settlement } from './settlement';

export interface PaymentsDeps {
  db: Db;
  files: FileUrls;
  orders: OrdersService;
  settings: SettingsService;
  settlement: Settlement;
  sandbox: SandboxProcessor;
  gateways: PaymentGateways;
  audit: AuditLog;
}

/** Transactions as buyers and admins read them, the sandbox's page and buttons, admin refunds, pending expiry. */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** The caller's transactions (an admin's list: everyone's, with the buyer). */
  async search(viewer: Viewer, filters: Omit<TransactionFilters, 'buyerId'>, paging: Paging): Promise<{ data: TransactionDto[]; total: number }> {
    const { rows, total } = await repo.search(this.deps.db, { ...filters, buyerId: viewer.isAdmin ? undefined : viewer.id }, paging);
    return { data: await this.present(rows, viewer.isAdmin), total };
  }

  /** What each subscription's payments brought in, less reversed ones (cents). */
  paidBySubscription(subscriptionIds: string[]): Promise<Map<string, number>> {
    return repo.paidBySubscription(this.deps.db, subscriptionIds);
  }

  /** The sandbox page's data: the buyer's own transaction and its order (anyone else: not found). */
  async sandboxView(transactionId: string, buyerId: string): Promise<{ transaction: TransactionDto; order: OrderDto }> {
    return this.withOrder(await this.ownSandboxTransaction(transactionId, buyerId));
  }

  /** One transaction and its order, for its buyer (the success page re-checks it) or an admin; anyone else: not found. */
  async view(transactionId: string, viewer: Viewer): Promise<{ transaction: TransactionDto; order: OrderDto }> {
    const tx = await repo.byId(this.deps.db, transactionId);
    if (!tx || (tx.buyer_id !== viewer.id && !viewer.isAdmin)) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND');
    return this.withOrder(tx);
  }

  private async withOrder(tx: TransactionRow): Promise<{ transaction: TransactionDto; order: OrderDto }> {
    const order = (await this.deps.orders.withLines([tx.order_id])).get(tx.order_id)!;
    return { transaction: toTransaction(tx, order), order };
  }

  /**
   * The sandbox's Approve or Decline: the sandbox delivers its signed webhook to our endpoint and this answers
   * once that webhook has been handled, with the transaction as it now is. A second click delivers the same
   * event again, which changes nothing.
   */
  async sandboxDecide(transactionId: string, buyerId: string, decision: Exclude<SandboxDecision, 'refund'>) {
    const tx = await this.ownSandboxTransaction(transactionId, buyerId);
    // The sandbox charges only a payment still awaiting one, as a card processor would; a second click on a decided
    // payment delivers the same event again, which changes nothing.
    if (['expired', 'cancelled'].includes(tx.status) || (tx.status === 'failed' && decision === 'approve')) {
      throw conflict(`This payment is ${tx.status}: nothing was charged. Start the purchase again.`, 'PAYMENT_CLOSED');
    }
    await this.deliver(tx, decision);
    return this.current(tx.id);
  }

  /**
   * An admin refunds a paid transaction. Some lines (a subscription line: its period): those lines are taken back
   * and their amount refunded through the gateway, which confirms it. Whole (no lines named): the sandbox delivers
   * a refund webhook and a free order is reversed directly, as a gateway's refund would be; another gateway (CCBill
   * through DataLink) is asked for every line's amount. A gateway that cannot refund from here (CCBill without a
   * DataLink user) is refunded in its merchant area, whose webhook then reverses the payment.
   */
  async refund(transactionId: string, lineIds: string[] | undefined, actor: Actor): Promise<TransactionDto> {
    const tx = await repo.byId(this.deps.db, transactionId);
    if (!tx) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND');
    if (tx.status !== 'success') throw new HttpError(422, `Only a successful payment can be refunded; this one is ${tx.status}.`, 'NOT_REFUNDABLE');
    if (tx.gateway !== 'free' && !this.deps.gateways.refundsFromHere(tx.gateway)) {
      throw new HttpError(422, `Refund this payment in the ${tx.gateway} merchant area: its refund webhook then reverses the order here.`, 'REFUND_AT_GATEWAY');
    }
    const byAmount = tx.gateway !== 'sandbox' && tx.gateway !== 'free';
    const lines = lineIds?.length ? [...new Set(lineIds)] : byAmount ? 'all' : null;
    const record = (trx: Executor) =>
      this.deps.audit.record(trx, {
        actor,
        action: 'payment.refund',
        target: { type: 'payment', id: tx.id },
        before: { status: tx.status, amountCents: tx.amount_cents, refundedCents: tx.refunded_cents, gateway: tx.gateway },
        after: { lines: lines ?? 'all' },
      });
    if (lines) {
      await inTransaction(this.deps.db, async (trx, afterCommit) => {
        await this.deps.settlement.refundLines(trx, afterCommit, tx.id, lines, 'Refunded by an admin');
        await record(trx);
      });
    } else if (tx.gateway === 'sandbox') {
      // The sandbox's refund webhook reverses the payment, as a gateway's would: the admin's request is what is recorded.
      await inTransaction(this.deps.db, record);
      await this.deliver(tx, 'refund');
    } else {
      await inTransaction(this.deps.db, async (trx, afterCommit) => {
        await this.deps.settlement.apply(
          trx,
          afterCommit,
          { transactionId: tx.id },
          { kind: 'reversed', reversal: 'refunded', reason: 'Refunded by an admin' },
        );
        await record(trx);
      });
    }
    return (await this.current(tx.id)).transaction;
  }

  /**
   * Pending transactions older than the pendingPaymentHours setting (24 by default) become expired and their
   * orders cancelled; the buyers are told. Answers how many expired.
   */
  async expirePending(now = new Date()): Promise<number> {
    const hours = Number(await this.deps.settings.get('pendingPaymentHours', 24)) || 24;
    const cutoff = new Date(now.getTime() - hours * 60 * 60 * 1000);
    return inTransaction(this.deps.db, async (trx, afterCommit) => {
      const rows = await repo.lockPendingBefore(trx, cutoff);
      for (const tx of rows) {
        await this.deps.settlement.closeUnpaid(
          trx,
          afterCommit,
          tx,
          { transaction: 'expired', order: 'cancelled' },
          `The payment was not completed within ${hours} hours`,
        );
      }
      return rows.length;
    });
  }

  /**
   * POST /orders/:id/cancel: the buyer gives up an order awaiting payment. Its payment is cancelled and its coupon
   * use given back; a payment that still arrives for it is refunded automatically.
   */
  async cancelOrder(orderId: string, buyerId: string): Promise<OrderDto> {
    await inTransaction(this.deps.db, async (trx, afterCommit) => {
      const order = await this.deps.orders.ownOrder(orderId, buyerId, trx);
      const [pending] = await repo.lockPendingOf(trx, [orderId]);
      if (!pending) throw conflict(`This order is ${order.status}: only an order awaiting payment can be cancelled.`, 'ORDER_NOT_OPEN');
      await this.deps.settlement.closeUnpaid(trx, afterCommit, pending, { transaction: 'cancelled', order: 'cancelled' }, 'Cancelled by the buyer');
    });
    return (await this.deps.orders.withLines([orderId])).get(orderId)!;
  }

  private async deliver(tx: TransactionRow, decision: SandboxDecision): Promise<void> {
    let answer: { statusCode: number; body: string };
    try {
      answer = await this.deps.sandbox.deliver({ id: tx.id, amountCents: tx.amount_cents, currency: tx.currency }, decision);
    } catch (error) {
      throw new HttpError(502, `The payment sandbox could not reach the webhook endpoint: ${(error as Error).message}`, 'WEBHOOK_DELIVERY_FAILED');
    }
    // Our own endpoint out of service (the database unreachable): the buyer may try again, as they would be told.
    if (answer.statusCode === 503) throw passedOnUnavailable(answer.body);
    if (answer.statusCode >= 300) {
      throw new HttpError(502, `The payment sandbox could not deliver its webhook (the endpoint answered ${answer.statusCode}).`, 'WEBHOOK_DELIVERY_FAILED');
    }
  }

  private async current(transactionId: string): Promise<{ transaction: TransactionDto; orderStatus: string }> {
    const tx = (await repo.byId(this.deps.db, transactionId))!;
    const order = (await this.deps.orders.withLines([tx.order_id])).get(tx.order_id);
    return { transaction: toTransaction(tx, order), orderStatus: order?.status ?? 'created' };
  }

  private async ownSandboxTransaction(transactionId: string, buyerId: string): Promise<TransactionRow> {
    const tx = await repo.byId(this.deps.db, transactionId);
    if (!tx || tx.buyer_id !== buyerId) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND');
    if (tx.gateway !== 'sandbox') throw new HttpError(422, `This payment goes through ${tx.gateway}, not the sandbox.`, 'NOT_A_SANDBOX_PAYMENT');
    return tx;
  }

  private async present(rows: TransactionRow[], withBuyers: boolean): Promise<TransactionDto[]> {
    const orders = await this.deps.orders.withLines([...new Set(rows.map((r) => r.order_id))]);
    const buyers = withBuyers
      ? await performerCards(
          this.deps.db,
          this.deps.files,
          rows.map((r) => r.buyer_id),
        )
      : new Map();
    return rows.map((r) => {
      const card = buyers.get(r.buyer_id);
      return toTransaction(r, orders.get(r.order_id), card ? { _id: card._id, name: card.name, username: card.username } : undefined);
    });
  }
}

function passedOnUnavailable(body: string): HttpError {
  let answer: { message?: unknown; code?: unknown } = {};
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    // not the API's error envelope: the generic message below
  }
  const message = typeof answer.message === 'string' ? answer.message : 'Payments cannot be confirmed at the moment. Please try again in a few seconds.';
  return new HttpError(503, message, typeof answer.code === 'string' ? answer.code : 'WEBHOOK_DELIVERY_FAILED');
}
