import type { OrderLineRow } from '../../../db/schema';
import type { NewLine } from '../../orders/service';
import type { LineKind } from './kind';

/**
 * A line for shipping one seller's physical products of an order, at `feeCents` (the shippingFee setting): earned
 * by that seller, who ships; a coupon takes nothing off it.
 */
export function shippingLine(seller: { id: string; name: string }, feeCents: number): NewLine {
  return {
    orderable: { id: seller.id, performerId: seller.id, name: `Shipping: ${seller.name}`, priceCents: feeCents, live: true, imageKey: null },
    objectType: 'shipping',
    productType: null,
    quantity: 1,
    discountable: false,
  };
}

const shipsFor = (sellerId: string) => (l: OrderLineRow) => l.product_type === 'physical' && l.performer_id === sellerId;

/**
 * Shipping lines, added by a cart's checkout beside physical products (./product.ts). Nothing is delivered of them
 * but the shipping itself: a seller none of whose products could be delivered (out of stock when the payment
 * arrived) ships nothing, and that shipping is refunded with them.
 */
export const shipping: LineKind = {
  lineType: 'shipping',
  earningSource: 'shipping',
  toldAsSale: false,
  ownedOnce: () => false,
  shipped: () => false,
  async undeliverable(s, lines) {
    const refused = new Map<string, string>();
    for (const line of lines) {
      const goods = s.lines.filter(shipsFor(line.object_id));
      if (goods.every((l) => s.undeliverable.has(l.id))) refused.set(line.id, `Nothing was left to ship ("${line.name}")`);
    }
    return refused;
  },
  deliver: async () => {},
  takeBack: async () => {},
};
