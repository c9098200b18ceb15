import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { DeliveryStatus, OrderLineRow, OrderLinesTable, OrderRow, OrdersTable, OrderStatus } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

/** A line with the facts of its order the line answers show. */
export type LineWithOrder = OrderLineRow & { order_number: number | string; order_status: OrderStatus; buyer_id: string };

export interface LineFilters {
  buyerId?: string;
  performerId?: string;
  orderStatuses?: OrderStatus[];
  deliveryStatus?: DeliveryStatus;
  fromDate?: Date;
  toDate?: Date;
  productId?: string;
}

const lineColumns = [
  'order_lines.id',
  'order_lines.order_id',
  'order_lines.performer_id',
  'order_lines.object_type',
  'order_lines.object_id',
  'order_lines.product_type',
  'order_lines.name',
  'order_lines.unit_price_cents',
  'order_lines.quantity',
  'order_lines.discount_cents',
  'order_lines.total_cents',
  'order_lines.delivery_status',
  'order_lines.shipping_code',
  'order_lines.period_days',
  'order_lines.recurring',
  'order_lines.refunded_cents',
  'order_lines.created_at',
  'order_lines.updated_at',
] as const;

/** The orders module's queries (orders and their lines). Every function takes the executor it runs on. */
export const ordersRepo = {
  insertOrder(trx: Executor, values: Insertable<OrdersTable>): Promise<OrderRow> {
    return trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
  },

  insertLines(trx: Executor, lines: Array<Insertable<OrderLinesTable>>): Promise<OrderLineRow[]> {
    return trx.insertInto('order_lines').values(lines).returningAll().execute();
  },

  /** The order, its row locked until the transaction ends (settlement and reversal queue on it). */
  lockOrder(trx: Executor, id: string): Promise<OrderRow | undefined> {
    return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  openFor(db: Executor, buyerId: string, intentKey: string): Promise<OrderRow | undefined> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('intent_key', '=', intentKey)
      .where('status', '=', 'created')
      .executeTakeFirst();
  },

  async setPaymentUrl(trx: Executor, id: string, paymentUrl: string): Promise<void> {
    await trx.updateTable('orders').set({ payment_url: paymentUrl, updated_at: new Date() }).where('id', '=', id).execute();
  },

  /** The buyer's open orders (but `exceptId`) with this intent or a line for one of `things`. */
  openWithThings(
    db: Executor,
    buyerId: string,
    exceptId: string,
    intentKey: string | null,
    things: Array<{ objectType: OrderLineRow['object_type']; objectId: string }>,
  ): Promise<OrderRow[]> {
    if (!intentKey && things.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('orders')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('status', '=', 'created')
      .where('id', '!=', exceptId)
      .where((eb) =>
        eb.or([
          ...(intentKey ? [eb('intent_key', '=', intentKey)] : []),
          ...things.map((t) =>
            eb.exists(
              eb
                .selectFrom('order_lines')
                .select('order_lines.id')
                .whereRef('order_lines.order_id', '=', 'orders.id')
                .where('order_lines.object_type', '=', t.objectType)
                .where('order_lines.object_id', '=', t.objectId),
            ),
          ),
        ]),
      )
      .execute();
  },

  orderById(db: Executor, id: string): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  },

  ordersByIds(db: Executor, ids: string[]): Promise<OrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
  },

  linesOf(db: Executor, orderIds: string[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
  },

  lineById(db: Executor, id: string): Promise<OrderLineRow | undefined> {
    return db.selectFrom('order_lines').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async setOrder(trx: Executor, id: string, changes: { status: OrderStatus; status_reason?: string | null; paid_at?: Date }): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  async setDelivery(trx: Executor, lineIds: string[], deliveryStatus: DeliveryStatus, shippingCode?: string): Promise<void> {
    if (lineIds.length === 0) return;
    await trx
      .updateTable('order_lines')
      .set({ delivery_status: deliveryStatus, ...(shippingCode !== undefined ? { shipping_code: shippingCode } : {}), updated_at: new Date() })
      .where('id', 'in', lineIds)
      .execute();
  },

  /** These lines are given back in full: refunded, whatever their delivery was. */
  async setLinesRefunded(trx: Executor, lineIds: string[]): Promise<void> {
    if (lineIds.length === 0) return;
    await trx
      .updateTable('order_lines')
      .set((eb) => ({ delivery_status: 'refunded', refunded_cents: eb.ref('total_cents'), updated_at: new Date() }))
      .where('id', 'in', lineIds)
      .execute();
  },

  async addReason(trx: Executor, id: string, reason: string): Promise<void> {
    await trx
      .updateTable('orders')
      .set((eb) => ({ status_reason: sql<string>`concat_ws('. ', ${eb.ref('status_reason')}, ${reason}::text)`, updated_at: new Date() }))
      .where('id', '=', id)
      .execute();
  },

  /** Lines of the buyer's paid orders that still have to reach them (physical products not yet delivered). */
  async undeliveredCount(db: Executor, buyerId: string): Promise<number> {
    const row = await db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('orders.buyer_id', '=', buyerId)
      .where('orders.status', '=', 'paid')
      .where('order_lines.delivery_status', 'in', ['processing', 'shipping'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Clears where the buyer's orders were shipped (name, address, phone, postal code); the amounts stay. */
  async scrubShipping(trx: Executor, buyerId: string): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ shipping_name: null, shipping_address: null, shipping_phone: null, shipping_postal_code: null, updated_at: new Date() })
      .where('buyer_id', '=', buyerId)
      .execute();
  },

  /** Cancels orders still waiting for their payment. */
  async cancelCreated(trx: Executor, ids: string[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await trx
      .updateTable('orders')
      .set({ status: 'cancelled', status_reason: reason, updated_at: new Date() })
      .where('id', 'in', ids)
      .where('status', '=', 'created')
      .execute();
  },

  buyerOrders(db: Executor, buyerId: string, status: OrderStatus | undefined, paging: Paging) {
    let filtered = db.selectFrom('orders').where('buyer_id', '=', buyerId);
    if (status) filtered = filtered.where('status', '=', status);
    return listPage(filtered, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
  },

  lines(db: Executor, filters: LineFilters, paging: Paging) {
    let filtered = db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id');
    if (filters.buyerId) filtered = filtered.where('orders.buyer_id', '=', filters.buyerId);
    if (filters.performerId) filtered = filtered.where('order_lines.performer_id', '=', filters.performerId);
    if (filters.orderStatuses) filtered = filtered.where('orders.status', 'in', filters.orderStatuses);
    if (filters.deliveryStatus) filtered = filtered.where('order_lines.delivery_status', '=', filters.deliveryStatus);
    if (filters.fromDate) filtered = filtered.where('order_lines.created_at', '>=', filters.fromDate);
    if (filters.toDate) filtered = filtered.where('order_lines.created_at', '<=', filters.toDate);
    if (filters.productId) filtered = filtered.where('order_lines.object_type', '=', 'product').where('order_lines.object_id', '=', filters.productId);
    return listPage(
      filtered,
      (q) =>
        q
          .select([...lineColumns, 'orders.number as order_number', 'orders.status as order_status', 'orders.buyer_id'])
          .orderBy('order_lines.created_at', 'desc')
          .orderBy('order_lines.id', 'desc'),
      paging,
    ) as Promise<{ rows: LineWithOrder[]; total: number }>;
  },

  /** Lines by id, with their order's number and buyer. */
  linesWithOrders(db: Executor, ids: string[]): Promise<LineWithOrder[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select([...lineColumns, 'orders.number as order_number', 'orders.status as order_status', 'orders.buyer_id'])
      .where('order_lines.id', 'in', ids)
      .execute() as Promise<LineWithOrder[]>;
  },
};
