import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { DeliveryStatus, OrderKind, OrderLineRow, OrderRow, OrderStatus } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { HttpError, notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { FileUrls } from '../catalogue/file-urls';
import type { Orderable } from '../catalogue/orderable';
import { pictureKeys } from '../catalogue/orderable';
import type { UsableCoupon } from '../coupons/service';
import { performerCards } from '../users/cards';
import { discountOf, spreadDiscount } from './pricing';
import { toLine, toOrder, type LineFacts, type OrderDto, type OrderLineDto } from './presenter';
import { ordersRepo as repo, type LineFilters, type LineWithOrder } from './repo';
import type { DeliveryUpdateBody, ShippingSchema } from './schemas';

export type Shipping = Static<typeof ShippingSchema>;

/** One line of an order about to be created: what is sold (priced by the catalogue) and how many. */
export interface NewLine {
  /** What is sold; a performer of null is the site itself (its subscription package). */
  orderable: Omit<Orderable, 'performerId'> & { performerId: string | null };
  objectType: OrderLineRow['object_type'];
  productType: 'physical' | 'digital' | null;
  quantity: number;
  /** A subscription period's terms, frozen on the line. */
  terms?: { periodDays: number; recurring: boolean };
  /** False: a coupon takes nothing off this line (shipping). */
  discountable?: boolean;
}

export interface NewOrder {
  buyerId: string;
  kind: OrderKind;
  currency: string;
  coupon: UsableCoupon | null;
  shipping: Shipping | null;
  lines: NewLine[];
  /** What it pays for (checkout's intentKey): null for an order created already paid (a renewal). */
  intentKey: string | null;
}

export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** An order line as its seller sees it beside the earning it brought. */
export interface SoldLineRef {
  name: string;
  quantity: number;
  orderId: string;
  orderNumber: number;
  buyer: { _id: string; name: string; username: string };
}

/** Who is reading: the buyer sees their orders, a performer the lines they sell, an admin everything. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Order states a seller's list shows by default: the ones money moved for. */
const SOLD: OrderStatus[] = ['paid', 'refunded', 'chargeback', 'voided'];

/**
 * Owns orders and their lines: creates them (priced from the catalogue, the coupon's discount shared among the
 * lines to the cent), moves them through their states for the payments module's settlement, and answers the
 * buyer's, the seller's and the admin's reads.
 */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
  ) {}

  /** Inserts the order and its lines in the caller's transaction. */
  async create(trx: Executor, input: NewOrder): Promise<OrderWithLines> {
    const gross = input.lines.map((l) => l.orderable.priceCents * l.quantity);
    const subtotal = gross.reduce((a, b) => a + b, 0);
    // A coupon is off what is sold, not off shipping: it is shared among the discountable lines only.
    const discountable = input.lines.map((l, i) => (l.discountable === false ? 0 : gross[i]));
    const discount = input.coupon
      ? discountOf(
          discountable.reduce((a, b) => a + b, 0),
          input.coupon.discountBp,
        )
      : 0;
    const shares = spreadDiscount(discountable, discount);
    const order = await repo.insertOrder(trx, {
      buyer_id: input.buyerId,
      kind: input.kind,
      currency: input.currency,
      subtotal_cents: subtotal,
      discount_cents: discount,
      total_cents: subtotal - discount,
      coupon_id: input.coupon?.id ?? null,
      coupon_code: input.coupon?.code ?? null,
      shipping_name: input.shipping?.name ?? null,
      shipping_address: input.shipping?.address ?? null,
      shipping_phone: input.shipping?.phone ?? null,
      shipping_postal_code: input.shipping?.postalCode ?? null,
      shipping_city: input.shipping?.city ?? null,
      shipping_country: input.shipping?.country.toUpperCase() ?? null,
      intent_key: input.intentKey,
    });
    // Lines are listed by creation time: a millisecond apart, they keep the order the buyer gave them in.
    const createdAt = Date.now();
    const lines = await repo.insertLines(
      trx,
      input.lines.map((line, i) => ({
        created_at: new Date(createdAt + i),
        order_id: order.id,
        performer_id: line.orderable.performerId,
        object_type: line.objectType,
        object_id: line.orderable.id,
        product_type: line.productType,
        name: line.orderable.name,
        unit_price_cents: line.orderable.priceCents,
        quantity: line.quantity,
        discount_cents: shares[i],
        total_cents: gross[i] - shares[i],
        period_days: line.terms?.periodDays ?? null,
        recurring: line.terms?.recurring ?? null,
      })),
    );
    return { order, lines };
  }

  /** The buyer's order awaiting payment for this intent, if any. */
  openFor(trx: Executor, buyerId: string, intentKey: string): Promise<OrderRow | undefined> {
    return repo.openFor(trx, buyerId, intentKey);
  }

  /** The buyer's own order; anyone else is told it does not exist. */
  async ownOrder(orderId: string, buyerId: string, db: Executor = this.db): Promise<OrderRow> {
    const order = await repo.orderById(db, orderId);
    if (!order || order.buyer_id !== buyerId) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    return order;
  }

  /** Where the order's open payment is paid (answered to a second click, offered as "Pay now"). */
  setPaymentUrl(trx: Executor, orderId: string, paymentUrl: string): Promise<void> {
    return repo.setPaymentUrl(trx, orderId, paymentUrl);
  }

  /**
   * The buyer's other orders awaiting payment for what `paid` just delivered (the same intent, or a line for one of
   * the things it sold that one owns once): a later purchase of the same thing supersedes them.
   */
  supersededBy(trx: Executor, paid: OrderRow, ownedOnce: OrderLineRow[]): Promise<OrderRow[]> {
    const things = ownedOnce.map((l) => ({ objectType: l.object_type, objectId: l.object_id }));
    return repo.openWithThings(trx, paid.buyer_id, paid.id, paid.intent_key, things);
  }

  /** The order and its lines, the order's row locked for the rest of the caller's transaction. */
  async lock(trx: Executor, orderId: string): Promise<OrderWithLines> {
    const order = await repo.lockOrder(trx, orderId);
    if (!order) throw new Error(`order ${orderId} is missing`);
    return { order, lines: await repo.linesOf(trx, [orderId]) };
  }

  /** A paid order: physical lines to deliver go to processing; lines that cannot be delivered say refunded. */
  async markPaid(trx: Executor, orderId: string, outcome: { reason: string | null; toDeliver: string[]; undeliverable: string[] }): Promise<void> {
    await repo.setOrder(trx, orderId, { status: 'paid', status_reason: outcome.reason, paid_at: new Date() });
    await repo.setDelivery(trx, outcome.toDeliver, 'processing');
    await repo.setLinesRefunded(trx, outcome.undeliverable);
  }

  /** Adds a sentence to what the order's status reason says (an automatic refund after it was closed). */
  addReason(trx: Executor, orderId: string, reason: string): Promise<void> {
    return repo.addReason(trx, orderId, reason);
  }

  async markFailed(trx: Executor, orderId: string, reason: string): Promise<void> {
    await repo.setOrder(trx, orderId, { status: 'failed', status_reason: reason });
  }

  /** A refunded, charged back or voided order: every line says refunded. */
  async markReversed(trx: Executor, orderId: string, status: 'refunded' | 'chargeback' | 'voided', reason: string, lineIds: string[]): Promise<void> {
    await repo.setOrder(trx, orderId, { status, status_reason: reason });
    await repo.setLinesRefunded(trx, lineIds);
  }

  cancelCreated(trx: Executor, orderIds: string[], reason: string): Promise<void> {
    return repo.cancelCreated(trx, orderIds, reason);
  }

  /** Orders by id, with their lines (for transaction lists, the sandbox page). */
  async withLines(orderIds: string[], db: Executor = this.db): Promise<Map<string, OrderDto>> {
    const orders = await repo.ordersByIds(db, orderIds);
    return new Map((await this.presentOrders(orders, null, db)).map((o) => [o._id, o]));
  }

  // ---- a buyer's account closing ----

  /** How many of the buyer's paid physical items are still on their way (their address is needed until they arrive). */
  undeliveredCount(buyerId: string): Promise<number> {
    return repo.undeliveredCount(this.db, buyerId);
  }

  /** The buyer's personal details leave their orders; totals, lines and statuses stay for the performers' books. */
  scrubBuyerDetails(trx: Executor, buyerId: string): Promise<void> {
    return repo.scrubShipping(trx, buyerId);
  }

  // ---- reads ----

  async buyerOrders(buyerId: string, status: OrderStatus | undefined, paging: Paging): Promise<{ data: OrderDto[]; total: number }> {
    const { rows, total } = await repo.buyerOrders(this.db, buyerId, status, paging);
    return { data: await this.presentOrders(rows, null), total };
  }

  async buyerLines(buyerId: string, filters: { status?: OrderStatus; deliveryStatus?: DeliveryStatus }, paging: Paging) {
    const { rows, total } = await repo.lines(
      this.db,
      { buyerId, orderStatuses: filters.status ? [filters.status] : undefined, deliveryStatus: filters.deliveryStatus },
      paging,
    );
    return { data: await this.presentLines(rows, false), total };
  }

  /** A performer's sold lines (an admin: everyone's), of paid and reversed orders unless a status is asked. */
  async soldLines(viewer: Viewer, filters: Omit<LineFilters, 'buyerId' | 'performerId' | 'orderStatuses'> & { status?: OrderStatus }, paging: Paging) {
    const { status, ...rest } = filters;
    const { rows, total } = await repo.lines(
      this.db,
      { ...rest, performerId: viewer.isAdmin ? undefined : viewer.id, orderStatuses: status ? [status] : SOLD },
      paging,
    );
    return { data: await this.presentLines(rows, true), total };
  }

  /**
   * One order, by its id or the id of one of its lines: to its buyer (every line), to a performer selling a line
   * in it (their lines only) and to admins. Anyone else is told it does not exist.
   */
  async detail(id: string, viewer: Viewer): Promise<OrderDto> {
    const order = (await repo.orderById(this.db, id)) ?? (await this.orderOfLine(id));
    if (!order) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    const lines = await repo.linesOf(this.db, [order.id]);
    const isBuyer = order.buyer_id === viewer.id;
    const visible = isBuyer || viewer.isAdmin ? lines : lines.filter((l) => l.performer_id === viewer.id);
    if (visible.length === 0) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    return toOrder(order, visible, await this.facts(visible, isBuyer ? [] : [order.buyer_id]), this.files, isBuyer);
  }

  /** PUT /orders/:id/update: the seller of a paid physical line (or an admin) says where its delivery is. */
  async updateDelivery(lineId: string, viewer: Viewer, body: Static<typeof DeliveryUpdateBody>): Promise<OrderLineDto> {
    const line = await repo.lineById(this.db, lineId);
    if (!line || (!viewer.isAdmin && line.performer_id !== viewer.id)) throw notFound('Order line not found', 'ORDER_NOT_FOUND');
    if (line.product_type !== 'physical') throw new HttpError(422, 'Only physical products have a delivery status.', 'NOT_PHYSICAL');
    const order = (await repo.orderById(this.db, line.order_id))!;
    if (order.status !== 'paid') throw new HttpError(422, `This order is ${order.status}: only a paid order is delivered.`, 'ORDER_NOT_PAID');
    if (line.delivery_status === 'refunded') throw new HttpError(422, 'This line was refunded: it is not delivered.', 'LINE_REFUNDED');
    await repo.setDelivery(this.db, [line.id], body.deliveryStatus, body.shippingCode);
    const updated = (await repo.lineById(this.db, line.id))!;
    const ref = { id: order.id, number: Number(order.number), status: order.status, buyerId: order.buyer_id };
    return toLine(updated, ref, await this.facts([updated], [order.buyer_id]), this.files);
  }

  /** What a seller is shown of each of these lines: what it sold, its order's number and its buyer, in two queries. */
  async soldLineRefs(lineIds: string[]): Promise<Map<string, SoldLineRef>> {
    const rows = await repo.linesWithOrders(this.db, lineIds);
    const buyers = await performerCards(
      this.db,
      this.files,
      rows.map((r) => r.buyer_id),
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          name: r.name,
          quantity: r.quantity,
          orderId: r.order_id,
          orderNumber: Number(r.order_number),
          buyer: { _id: r.buyer_id, name: buyers.get(r.buyer_id)?.name ?? '', username: buyers.get(r.buyer_id)?.username ?? '' },
        },
      ]),
    );
  }

  private async orderOfLine(lineId: string): Promise<OrderRow | undefined> {
    const line = await repo.lineById(this.db, lineId);
    return line ? repo.orderById(this.db, line.order_id) : undefined;
  }

  private async presentOrders(orders: OrderRow[], buyerIds: string[] | null, db: Executor = this.db): Promise<OrderDto[]> {
    const lines = await repo.linesOf(
      db,
      orders.map((o) => o.id),
    );
    const facts = await this.facts(lines, buyerIds ?? [], db);
    return orders.map((order) =>
      toOrder(
        order,
        lines.filter((l) => l.order_id === order.id),
        facts,
        this.files,
      ),
    );
  }

  private async presentLines(rows: LineWithOrder[], withBuyers: boolean): Promise<OrderLineDto[]> {
    const facts = await this.facts(rows, withBuyers ? rows.map((r) => r.buyer_id) : []);
    return rows.map((row) =>
      toLine(row, { id: row.order_id, number: Number(row.order_number), status: row.order_status, buyerId: row.buyer_id }, facts, this.files),
    );
  }

  private async facts(lines: OrderLineRow[], buyerIds: string[], db: Executor = this.db): Promise<LineFacts> {
    const [people, pictures] = await Promise.all([
      performerCards(db, this.files, [...lines.flatMap((l) => (l.performer_id ? [l.performer_id] : [])), ...buyerIds]),
      pictureKeys(
        db,
        lines.map((l) => ({ objectType: l.object_type, objectId: l.object_id })),
      ),
    ]);
    const performerNames = new Map([...people].map(([id, card]) => [id, card.name]));
    const buyers = new Map(
      buyerIds.filter((id) => people.has(id)).map((id) => [id, { _id: id, name: people.get(id)!.name, username: people.get(id)!.username }]),
    );
    return { performerNames, pictures, buyers };
  }
}
