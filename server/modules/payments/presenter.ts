import type { Static } from '@sinclair/typebox';
import type { TransactionRow } from '../../db/schema';
import type { BuyerDto, OrderDto } from '../orders/presenter';
import type { TransactionSchema } from './schemas';

export type TransactionDto = Static<typeof TransactionSchema>;

/** "Order #12: Tour shirt x 2, Photo ebook" (a video: its title). */
export function describeOrder(order: Pick<OrderDto, 'number' | 'lines'> | undefined): string {
  if (!order) return 'Order';
  const items = order.lines.map((l) => (l.quantity > 1 ? `${l.name} x ${l.quantity}` : l.name)).join(', ');
  return `Order #${order.number}: ${items}`;
}

export function toTransaction(tx: TransactionRow, order: OrderDto | undefined, buyer?: BuyerDto): TransactionDto {
  return {
    _id: tx.id,
    orderId: tx.order_id,
    orderNumber: order?.number ?? 0,
    type: tx.type,
    gateway: tx.gateway,
    status: tx.status,
    amount: tx.amount_cents,
    refunded: tx.refunded_cents,
    currency: tx.currency,
    description: describeOrder(order),
    createdAt: tx.created_at.toISOString(),
    settledAt: tx.settled_at ? tx.settled_at.toISOString() : null,
    ...(buyer ? { buyer } : {}),
  };
}
