import type { Db } from '../../db';
import type { RefundRow, TransactionRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import type { PaymentGateways } from '../../payments/registry';
import type { Notify } from '../notifications/centre';
import { paymentsRepo as repo } from './repo';

export interface RefundsDeps {
  db: Db;
  gateways: PaymentGateways;
  /** Where a refund the gateway could not be asked for is reported (it stays "requested", for an admin). */
  onDispatchError: (error: unknown, refund: RefundRow) => void;
  notify: Notify;
}

/**
 * The refunds ledger: money given back of a payment, whole or in part. A refund is recorded in the settlement's
 * database transaction (with the amounts on the transaction and its lines), then asked of the gateway once that
 * transaction has committed; the gateway confirms it with a webhook naming the refund. A gateway that cannot be
 * asked (no refund API) leaves it "requested" with a note: an admin makes it in the gateway's merchant area.
 */
export class Refunds {
  constructor(private readonly deps: RefundsDeps) {}

  async record(
    trx: Executor,
    afterCommit: AfterCommit,
    tx: TransactionRow,
    refund: { amountCents: number; reason: string; lineIds: string[] },
  ): Promise<RefundRow | null> {
    if (refund.amountCents <= 0) return null;
    const row = await repo.insertRefund(trx, {
      transaction_id: tx.id,
      amount_cents: refund.amountCents,
      currency: tx.currency,
      reason: refund.reason,
      line_ids: refund.lineIds,
    });
    await repo.addRefunded(trx, tx.id, refund.amountCents);
    await this.deps.notify(trx, afterCommit, [tx.buyer_id], {
      kind: 'purchase_refunded',
      groupKey: null,
      actorId: null,
      subject: { title: refund.reason || 'your order', path: '/user/transactions', amountCents: refund.amountCents, currency: tx.currency },
    });
    afterCommit(() => this.dispatch(row, tx.id));
    return row;
  }

  /** The gateway confirmed our refund: answers what changed. */
  async confirm(trx: Executor, refundId: string, transactionId: string): Promise<string> {
    const row = await repo.refundById(trx, refundId);
    if (!row || row.transaction_id !== transactionId) return 'ignored: no such refund of this transaction';
    if (row.status === 'confirmed') return 'ignored: the refund was confirmed before';
    await repo.setRefund(trx, row.id, { status: 'confirmed', gateway_note: null });
    return 'applied: refund confirmed';
  }

  /** A gateway refunded this amount of the payment: the refund of that amount asked of it, if any, is confirmed. */
  async confirmRequested(trx: Executor, transactionId: string, amountCents: number): Promise<string | null> {
    const row = await repo.requestedRefund(trx, transactionId, amountCents);
    if (!row) return null;
    await repo.setRefund(trx, row.id, { status: 'confirmed', gateway_note: null });
    return 'applied: refund confirmed';
  }

  /** Asks the gateway, after the refund's database transaction committed (the payment as it now reads: its references). */
  private async dispatch(row: RefundRow, transactionId: string): Promise<void> {
    const tx = (await repo.byId(this.deps.db, transactionId))!;
    if (tx.gateway === 'free') return repo.setRefund(this.deps.db, row.id, { status: 'confirmed' });
    const gateway = this.deps.gateways.get(tx.gateway);
    if (!gateway?.refund) {
      return repo.setRefund(this.deps.db, row.id, { status: 'requested', gateway_note: `Make this refund in the ${tx.gateway} merchant area.` });
    }
    try {
      await gateway.refund({
        refundId: row.id,
        transactionId: tx.id,
        gatewayReference: tx.gateway_reference,
        subscriptionReference: tx.gateway_subscription_reference,
        amountCents: row.amount_cents,
        currency: row.currency,
        reason: row.reason,
      });
    } catch (error) {
      await repo.setRefund(this.deps.db, row.id, { status: 'requested', gateway_note: `The gateway could not be asked: ${(error as Error).message}` });
      this.deps.onDispatchError(error, row);
    }
  }
}
