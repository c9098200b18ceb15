import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import { isUuid } from '../../db/ids';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { HttpError, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/server';
import type { NewLine } from '../orders/service';
import { messagesRepo as repo } from './repo';
import type { MessageViews } from './views';

export interface UnlocksDeps {
  db: Db;
  realtime: Pick<Realtime, 'toUser'>;
  views: MessageViews;
}

/**
 * Paid messages as something to buy: only their receiver may unlock one (anyone else: 404, as if it did not exist;
 * its sender: 422), while it stands (not deleted, not hidden by the staff). Unlocking or a refund is told to the
 * receiver's every tab, which shows the photos, or the blurred previews again.
 */
export class MessageUnlocks {
  constructor(private readonly deps: UnlocksDeps) {}

  /** The one line of an unlock: the message at its price, its sender earning from it. */
  async line(trx: Executor, buyerId: string, messageId: string): Promise<NewLine> {
    const message = isUuid(messageId) ? await repo.messageById(trx, messageId) : undefined;
    const theirs = message ? await repo.member(trx, message.conversation_id, buyerId) : undefined;
    if (!message || !theirs || message.price_cents === null || message.deleted_at || message.moderation)
      throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
    if (message.sender_id === buyerId) throw new HttpError(422, 'You cannot buy your own message.', 'OWN_ITEM');
    return {
      orderable: { id: message.id, performerId: message.sender_id, name: 'Paid message', priceCents: message.price_cents, live: true, imageKey: null },
      objectType: 'message',
      productType: null,
      quantity: 1,
    };
  }

  /** After the settlement or refund commits: the buyer's tabs see each message as it now is for them. */
  changed(afterCommit: AfterCommit, buyerId: string, messageIds: string[]): void {
    afterCommit(async () => {
      for (const id of messageIds) {
        const row = await repo.messageById(this.deps.db, id);
        if (row) this.deps.realtime.toUser(buyerId, SOCKET_EVENTS.messageUnlocked, { message: await this.deps.views.one(buyerId, row) });
      }
    });
  }
}
