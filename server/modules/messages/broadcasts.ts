import type { Static } from '@sinclair/typebox';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import type { BroadcastAudience, MessageBroadcastsTable } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import type { JobSender } from '../../jobs/sender';
import type { Realtime } from '../../realtime/server';
import type { SettingsService } from '../settings/service';
import { broadcastsRepo as repo } from './broadcasts-repo';
import { messagesRepo } from './repo';
import type { BroadcastBody, BroadcastSchema } from './schemas';
import { attachmentsRepo } from './attachments-repo';
import type { MessagesService } from './service';
import { textOf } from './service';
import type { MessageViews } from './views';

export const BROADCAST_JOB = 'message-broadcast';
/** Conversations written per transaction while delivering. */
const BATCH = 500;

type BroadcastDto = Static<typeof BroadcastSchema>;
type Item = { type: NonNullable<MessageBroadcastsTable['item_type']>; id: string };

export interface BroadcastDeps {
  db: Db;
  jobs: JobSender;
  settings: SettingsService;
  realtime: Pick<Realtime, 'toUser'>;
  views: MessageViews;
  /** Checks a price the way a direct message's is checked. */
  messages: Pick<MessagesService, 'refuseBadPrice'>;
  /** Who the audience is now: the creator's live subscribers, followers, or the buyers of one of their items. */
  audienceOf(performerId: string, audience: BroadcastAudience, item: Item | null): Promise<string[]>;
  /** Those of `ids` it must not reach: blocked by the creator, or who turned messages to all off. */
  leftOut(performerId: string, ids: string[]): Promise<Set<string>>;
  /** Whether the item is the creator's (a message to its buyers). */
  ownsItem(performerId: string, item: Item): Promise<boolean>;
}

function toBroadcast(row: Awaited<ReturnType<typeof repo.byId>> & object): BroadcastDto {
  return {
    _id: row.id,
    audience: row.audience,
    item: row.item_type && row.item_id ? { type: row.item_type, id: row.item_id } : null,
    body: row.body,
    photos: row.attachment_ids.length,
    priceCents: row.price_cents,
    state: row.state,
    recipients: row.recipients,
    delivered: row.delivered,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/**
 * A creator's message to all their subscribers, followers or buyers of an item: who it is for is fixed when it is
 * sent (less those the creator blocked and those who turned such messages off); a worker then writes it into each
 * one's conversation, a batch per transaction, each recipient marked in the same transaction, so a retried or
 * parallel job delivers each once. The creator sees the count reached grow (socket `message/broadcast`).
 */
export class Broadcasts {
  constructor(private readonly deps: BroadcastDeps) {}

  async start(performerId: string, request: Static<typeof BroadcastBody>): Promise<BroadcastDto> {
    const { db, settings } = this.deps;
    const photos = request.attachments ?? [];
    const body = textOf(request.body, photos.length > 0);
    await this.deps.messages.refuseBadPrice(performerId, request.priceCents, photos);
    const item = request.item ?? null;
    if (request.audience === 'buyers' && (!item || !(await this.deps.ownsItem(performerId, item))))
      throw notFound('Choose one of your items whose buyers it is for.', 'ITEM_NOT_FOUND');
    const perDay = Number(await settings.get('broadcastsPerDay', 5));
    if ((await repo.startedSince(db, performerId, new Date(Date.now() - 86_400_000))) >= perDay)
      throw tooManyRequests(`You can send ${perDay} messages to all a day.`, 3600, 'TOO_MANY_BROADCASTS');
    const audience = [...new Set(await this.deps.audienceOf(performerId, request.audience, request.audience === 'buyers' ? item : null))].filter(
      (id) => id !== performerId,
    );
    const leftOut = await this.deps.leftOut(performerId, audience);
    const recipients = audience.filter((id) => !leftOut.has(id));
    const row = await inTransaction(db, async (trx) => {
      const attachments = await attachmentsRepo.take(trx, performerId, null, photos);
      if (!attachments)
        throw badRequest(
          'Those photos or videos are not ready in this message: wait for their upload and processing, or choose them again.',
          'BAD_ATTACHMENTS',
        );
      const made = await repo.create(
        trx,
        {
          performerId,
          audience: request.audience,
          item: request.audience === 'buyers' ? item : null,
          body,
          attachments,
          priceCents: request.priceCents ?? null,
        },
        recipients,
      );
      await this.deps.jobs.send(trx, BROADCAST_JOB, { broadcastId: made.id }, `broadcast:${made.id}`);
      return made;
    });
    return toBroadcast(row);
  }

  /** The job: delivers to everyone still waiting, a batch per transaction, then marks it sent. */
  async deliver(broadcastId: string): Promise<{ delivered: number }> {
    const { db } = this.deps;
    const broadcast = await repo.byId(db, broadcastId);
    if (!broadcast) return { delivered: 0 };
    let delivered = 0;
    for (;;) {
      const done = await inTransaction(db, async (trx, afterCommit) => {
        const batch = await repo.waiting(trx, broadcastId, BATCH);
        if (batch.length === 0) return 0;
        const sent = await this.writeBatch(trx, broadcast, batch);
        await repo.markDelivered(trx, broadcastId, batch);
        const now = await repo.settle(trx, broadcastId);
        afterCommit(async () => {
          const unread = await messagesRepo.unreadOfMany(
            db,
            sent.map((m) => m.recipientId),
          );
          const views = await this.deps.views.justSent(sent);
          sent.forEach(({ recipientId }, i) =>
            this.deps.realtime.toUser(recipientId, SOCKET_EVENTS.messageNew, { message: views[i], unread: unread.get(recipientId) ?? null }),
          );
          this.deps.realtime.toUser(broadcast.performer_id, SOCKET_EVENTS.messageBroadcast, toBroadcast(now));
        });
        return batch.length;
      });
      if (done === 0) break;
      delivered += done;
    }
    const final = await repo.settle(db, broadcastId);
    this.deps.realtime.toUser(broadcast.performer_id, SOCKET_EVENTS.messageBroadcast, toBroadcast(final));
    return { delivered };
  }

  async recent(performerId: string, limit = 20): Promise<BroadcastDto[]> {
    return (await repo.recentOf(this.deps.db, performerId, limit)).map(toBroadcast);
  }

  private async writeBatch(
    trx: Executor,
    broadcast: { id: string; performer_id: string; body: string; attachment_ids: string[]; price_cents: number | null },
    recipients: string[],
  ) {
    const conversations = await messagesRepo.conversationsWith(trx, broadcast.performer_id, recipients);
    const recipientOf = new Map([...conversations].map(([recipientId, conversationId]) => [conversationId, recipientId]));
    const messages = await messagesRepo.sendToMany(trx, [...conversations.values()], broadcast.performer_id, broadcast.body, {
      broadcastId: broadcast.id,
      attachments: broadcast.attachment_ids,
      priceCents: broadcast.price_cents,
    });
    return messages.map((message) => ({ message, recipientId: recipientOf.get(message.conversation_id)! }));
  }
}
