import type { Static } from '@sinclair/typebox';
import type { OrderLineRow, OrderRow, OrderStatus } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import type { BuyerSchema, OrderLineSchema, OrderSchema } from './schemas';

export type OrderDto = Static<typeof OrderSchema>;
export type OrderLineDto = Static<typeof OrderLineSchema>;
export type BuyerDto = Static<typeof BuyerSchema>;

/** What lines show beyond their rows, looked up for a whole page at once. */
export interface LineFacts {
  performerNames: Map<string, string>;
  /** "product:<id>" / "video:<id>" -> picture key */
  pictures: Map<string, string | null>;
  /** Filled only for sellers and admins. */
  buyers?: Map<string, BuyerDto>;
}

export function toLine(
  line: OrderLineRow,
  order: { id: string; number: number; status: OrderStatus; buyerId: string },
  facts: LineFacts,
  files: FileUrls,
): OrderLineDto {
  const buyer = facts.buyers?.get(order.buyerId);
  return {
    _id: line.id,
    orderId: order.id,
    orderNumber: Number(order.number),
    orderStatus: order.status,
    performerId: line.performer_id,
    performerName: line.performer_id ? (facts.performerNames.get(line.performer_id) ?? null) : null,
    objectType: line.object_type,
    objectId: line.object_id,
    productType: line.product_type,
    name: line.name,
    image: files.public(facts.pictures.get(`${line.object_type}:${line.object_id}`) ?? null),
    unitPrice: line.unit_price_cents,
    quantity: line.quantity,
    discount: line.discount_cents,
    total: line.total_cents,
    deliveryStatus: line.delivery_status,
    shippingCode: line.shipping_code,
    createdAt: line.created_at.toISOString(),
    ...(buyer ? { buyer } : {}),
  };
}

/** `withPayment`: the reader may pay it (its buyer): an order awaiting payment says where. */
export function toOrder(order: OrderRow, lines: OrderLineRow[], facts: LineFacts, files: FileUrls, withPayment = true): OrderDto {
  const ref = { id: order.id, number: Number(order.number), status: order.status, buyerId: order.buyer_id };
  return {
    _id: order.id,
    number: Number(order.number),
    kind: order.kind,
    status: order.status,
    statusReason: order.status_reason,
    currency: order.currency,
    subtotal: order.subtotal_cents,
    discount: order.discount_cents,
    total: order.total_cents,
    couponCode: order.coupon_code,
    shipping:
      order.shipping_name !== null
        ? {
            name: order.shipping_name,
            address: order.shipping_address ?? '',
            phone: order.shipping_phone ?? '',
            postalCode: order.shipping_postal_code ?? '',
            // Orders from before country and city were asked have neither ('').
            city: order.shipping_city ?? '',
            country: order.shipping_country ?? '',
          }
        : null,
    createdAt: order.created_at.toISOString(),
    paidAt: order.paid_at ? order.paid_at.toISOString() : null,
    paymentUrl: withPayment && order.status === 'created' ? order.payment_url : null,
    lines: lines.map((line) => toLine(line, ref, facts, files)),
  };
}
