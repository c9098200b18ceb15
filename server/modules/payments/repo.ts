import type { Insertable } from 'kysely';
import type { RefundRow, RefundsTable, TransactionGateway, TransactionRow, TransactionsTable, TransactionStatus } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface TransactionFilters {
  buyerId?: string;
  status?: TransactionStatus;
  type?: TransactionsTable['type'];
  gateway?: TransactionGateway;
  fromDate?: Date;
  toDate?: Date;
}

/** The payments module's queries: transactions and the webhook deliveries that move them. */
export const paymentsRepo = {
  insertTransaction(trx: Executor, values: Insertable<TransactionsTable>): Promise<TransactionRow> {
    return trx.insertInto('transactions').values(values).returningAll().executeTakeFirstOrThrow();
  },

  /** The order's transaction awaiting payment, if any. */
  pendingOf(db: Executor, orderId: string): Promise<TransactionRow | undefined> {
    return db.selectFrom('transactions').selectAll().where('order_id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
  },

  /** The pending transactions of these orders, locked. */
  lockPendingOf(trx: Executor, orderIds: string[]): Promise<TransactionRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return trx.selectFrom('transactions').selectAll().where('order_id', 'in', orderIds).where('status', '=', 'pending').forUpdate().execute();
  },

  async addRefunded(trx: Executor, id: string, cents: number): Promise<void> {
    await trx
      .updateTable('transactions')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', cents), updated_at: new Date() }))
      .where('id', '=', id)
      .execute();
  },

  insertRefund(trx: Executor, values: Insertable<RefundsTable>): Promise<RefundRow> {
    return trx.insertInto('refunds').values(values).returningAll().executeTakeFirstOrThrow();
  },

  refundById(db: Executor, id: string): Promise<RefundRow | undefined> {
    return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The oldest refund of this payment for exactly this amount still awaiting the gateway's confirmation, locked. */
  requestedRefund(db: Executor, transactionId: string, amountCents: number): Promise<RefundRow | undefined> {
    return db
      .selectFrom('refunds')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .where('amount_cents', '=', amountCents)
      .where('status', '=', 'requested')
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  },

  async setRefund(db: Executor, id: string, changes: { status: RefundRow['status']; gateway_note?: string | null }): Promise<void> {
    await db
      .updateTable('refunds')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  refundsOf(db: Executor, transactionIds: string[]): Promise<RefundRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('refunds').selectAll().where('transaction_id', 'in', transactionIds).orderBy('created_at').execute();
  },

  byId(db: Executor, id: string): Promise<TransactionRow | undefined> {
    return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The transaction, locked until the caller's transaction ends: deliveries about it queue here. */
  lock(trx: Executor, id: string): Promise<TransactionRow | undefined> {
    return trx.selectFrom('transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** The transaction a gateway knows by its own reference, locked like lock(). */
  lockByReference(trx: Executor, gateway: TransactionGateway, reference: string): Promise<TransactionRow | undefined> {
    return trx.selectFrom('transactions').selectAll().where('gateway', '=', gateway).where('gateway_reference', '=', reference).forUpdate().executeTakeFirst();
  },

  async setStatus(
    trx: Executor,
    id: string,
    changes: {
      status: TransactionStatus;
      settled_at?: Date;
      gateway_reference?: string | null;
      gateway_subscription_reference?: string | null;
      refunded_cents?: number;
    },
  ): Promise<void> {
    await trx
      .updateTable('transactions')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  async setSubscription(trx: Executor, id: string, subscriptionId: string): Promise<void> {
    await trx.updateTable('transactions').set({ subscription_id: subscriptionId, updated_at: new Date() }).where('id', '=', id).execute();
  },

  /** What each subscription's payments have brought in, less reversed ones (cents). */
  async paidBySubscription(db: Executor, subscriptionIds: string[]): Promise<Map<string, number>> {
    if (subscriptionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('transactions')
      .select(['subscription_id', (eb) => eb.fn.sum<string>('amount_cents').as('total')])
      .where('subscription_id', 'in', subscriptionIds)
      .where('status', '=', 'success')
      .groupBy('subscription_id')
      .execute();
    return new Map(rows.map((r) => [r.subscription_id!, Number(r.total)]));
  },

  /** Pending transactions created before `cutoff`, locked (the expiry job closes them). */
  lockPendingBefore(trx: Executor, cutoff: Date): Promise<TransactionRow[]> {
    return trx
      .selectFrom('transactions')
      .selectAll()
      .where('status', '=', 'pending')
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .forUpdate()
      .execute();
  },

  search(db: Executor, filters: TransactionFilters, paging: Paging) {
    let q = db.selectFrom('transactions');
    if (filters.buyerId) q = q.where('buyer_id', '=', filters.buyerId);
    if (filters.status) q = q.where('status', '=', filters.status);
    if (filters.type) q = q.where('type', '=', filters.type);
    if (filters.gateway) q = q.where('gateway', '=', filters.gateway);
    if (filters.fromDate) q = q.where('created_at', '>=', filters.fromDate);
    if (filters.toDate) q = q.where('created_at', '<=', filters.toDate);
    return listPage(q, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
  },

  /** Records a delivery; null when this gateway's event id was received before (a replay). */
  async recordDelivery(
    trx: Executor,
    values: { gateway: TransactionGateway; eventId: string; eventType: string; payload: unknown; outcome: string },
  ): Promise<string | null> {
    const row = await trx
      .insertInto('webhook_deliveries')
      .values({
        gateway: values.gateway,
        event_id: values.eventId,
        event_type: values.eventType,
        payload: JSON.stringify(values.payload),
        outcome: values.outcome,
      })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async setDeliveryOutcome(trx: Executor, id: string, outcome: string, transactionId: string | null): Promise<void> {
    await trx.updateTable('webhook_deliveries').set({ outcome, transaction_id: transactionId }).where('id', '=', id).execute();
  },

  deliveriesOf(db: Executor, transactionId: string) {
    return db.selectFrom('webhook_deliveries').selectAll().where('transaction_id', '=', transactionId).orderBy('received_at').execute();
  },
};
