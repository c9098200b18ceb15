import { SOCKET_EVENTS } from '../../../lib/socket-events';
import { isUuid } from '../../db/ids';
import type { ClientEventHandler } from '../../realtime/server';
import type { MessagesService } from './service';

const conversationOf = (payload: unknown): string | null => {
  const id = (payload as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === 'string' && isUuid(id) ? id : null;
};

/** What a signed-in socket says of messages: the user is typing; their device received a conversation up to a time. */
export function messageSocketEvents(messages: MessagesService): ClientEventHandler[] {
  return [
    {
      event: SOCKET_EVENTS.messageTyping,
      minIntervalMs: 2_000,
      async handle(userId, payload) {
        const conversationId = conversationOf(payload);
        if (conversationId) await messages.typing(userId, conversationId);
      },
    },
    {
      event: SOCKET_EVENTS.messageDelivered,
      minIntervalMs: 50,
      async handle(userId, payload) {
        const conversationId = conversationOf(payload);
        const upTo = new Date(String((payload as { upTo?: unknown } | null)?.upTo ?? ''));
        if (conversationId && !Number.isNaN(upTo.getTime())) await messages.delivered(userId, conversationId, upTo);
      },
    },
  ];
}
