import { createHash } from 'node:crypto';
import type { TipRequest, TipsService } from '../../tips/service';
import type { SellableKind } from './kind';

/**
 * Tips: money a fan sends a creator, any amount within the settings' limits, with an optional message. A second
 * click on the same tip (same creator, amount, message and item) answers the open order again; once paid, the
 * next tip is a new one. The creator earns from it and is told by the tips module ("sent you a tip"), not as a sale.
 */
export function tipSale(tips: TipsService): SellableKind<TipRequest> {
  return {
    lineType: 'tip',
    earningSource: 'tip',
    toldAsSale: false,
    orderKind: 'tip',
    transactionType: 'tip',
    intentOf: (request) => {
      const words = createHash('sha256')
        .update(request.message?.trim() ?? '')
        .digest('base64url')
        .slice(0, 16);
      const on = request.on ? `${request.on.type}:${request.on.id.toLowerCase()}` : 'page';
      return `tip:${request.performerId.toLowerCase()}:${request.amountCents}:${on}:${words}`;
    },
    async draft(trx, buyer, request) {
      return { lines: [await tips.line(trx, buyer, request)], shipping: null };
    },
    ownedOnce: () => false,
    shipped: () => false,
    undeliverable: async () => new Map(),
    deliver: (s, lines) =>
      tips.paid(
        s.trx,
        s.afterCommit,
        lines.map((l) => l.object_id),
      ),
    takeBack: (s, lines) =>
      tips.refunded(
        s.trx,
        lines.map((l) => l.object_id),
      ),
  };
}
