import type { OrderLineRow } from '../../../db/schema';
import { purchaseKey, type PurchasableItem, type PurchasesService } from '../../purchases/service';
import type { SellableKind } from './kind';

const itemOf = (l: OrderLineRow): PurchasableItem => ({ objectType: l.object_type as PurchasableItem['objectType'], objectId: l.object_id });

/**
 * Settlement for lines that grant a purchase (a video, a gallery, a digital product): a line the buyer already
 * owns is not delivered; paying grants it, to this order; a refund revokes what this order granted.
 */
export function ownedItems(purchases: PurchasesService): Pick<SellableKind, 'undeliverable' | 'deliver' | 'takeBack'> {
  return {
    async undeliverable(s, lines) {
      const owned = await purchases.boughtAmong(s.order.buyer_id, lines.map(itemOf), s.trx);
      return new Map(lines.filter((l) => owned.has(purchaseKey(itemOf(l)))).map((l) => [l.id, `You already own "${l.name}"`]));
    },
    deliver: (s, lines) => purchases.grant(s.trx, s.order.buyer_id, s.order.id, lines.map(itemOf)),
    takeBack: (s, lines) => purchases.revokeOrderItems(s.trx, s.order.id, lines.map(itemOf)),
  };
}
