import { conflict } from '../../../http/errors';
import type { MessageUnlocks } from '../../messages/unlocks';
import type { PurchasesService } from '../../purchases/service';
import type { SellableKind } from './kind';
import { ownedItems } from './owned-items';

/** What unlocking a paid message is asked for: the message, by id. */
export interface UnlockRequest {
  id: string;
}

/**
 * Paid messages: a creator's photos in a conversation, unlocked by its receiver once (a purchase of the message); the
 * creator earns from it. Settlement and refunds grant and revoke it like any item owned once, and tell the buyer.
 */
export function messageUnlock(unlocks: MessageUnlocks, purchases: PurchasesService): SellableKind<UnlockRequest> {
  const owned = ownedItems(purchases);
  return {
    lineType: 'message',
    earningSource: 'message',
    toldAsSale: true,
    orderKind: 'message',
    transactionType: 'message_purchase',
    intentOf: (request) => `message:${request.id.toLowerCase()}`,
    async draft(trx, buyer, request) {
      const line = await unlocks.line(trx, buyer.id, request.id);
      if ((await purchases.boughtAmong(buyer.id, [{ objectType: 'message', objectId: line.orderable.id }], trx)).size > 0)
        throw conflict('You already unlocked this message.', 'ALREADY_BOUGHT');
      return { lines: [line], shipping: null };
    },
    ownedOnce: () => true,
    shipped: () => false,
    undeliverable: owned.undeliverable,
    async deliver(s, lines) {
      await owned.deliver(s, lines);
      unlocks.changed(
        s.afterCommit,
        s.order.buyer_id,
        lines.map((l) => l.object_id),
      );
    },
    async takeBack(s, lines, earned) {
      await owned.takeBack(s, lines, earned);
      unlocks.changed(
        s.afterCommit,
        s.order.buyer_id,
        lines.map((l) => l.object_id),
      );
    },
  };
}
