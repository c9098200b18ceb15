import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { conversationClosed, conversationOpened, conversationRead, messageSent, olderMessagesLoaded } from '../../redux/messages/slice';
import { socketEmitRequested } from '../../redux/socket/slice';
import { messageService } from '../../services/message.service';
import type { MessageExtras } from '../../types/message';

/**
 * One conversation on the page: loads its newest messages (again when the socket signs in anew: what came while it
 * was down), reads what the other person sent while the page is visible, and sends, deletes and says "typing".
 */
export function useConversation(conversationId: string) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => (s.messages.open?.conversation._id === conversationId ? s.messages.open : null));
  const viewerId = useAppSelector((s) => s.user.current._id ?? null);
  const live = useAppSelector((s) => s.socket.authenticated);
  const [error, setError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  useEffect(() => {
    setError(null);
    messageService
      .history(conversationId)
      .then((page) => dispatch(conversationOpened(page)))
      .catch((failure) => setError(errorMessage(failure, 'This conversation could not be loaded.')));
  }, [dispatch, conversationId, live]);
  useEffect(() => () => void dispatch(conversationClosed()), [dispatch, conversationId]);

  // What the other person sent is read once it is on a visible page.
  const newestFromOther = open ? [...open.messages].reverse().find((m) => m.senderId !== viewerId) : undefined;
  const readUpTo = newestFromOther?._id;
  useEffect(() => {
    if (!readUpTo) return;
    const read = () => {
      if (document.visibilityState !== 'visible') return;
      messageService
        .read(conversationId, readUpTo)
        .then((unread) => dispatch(conversationRead({ conversationId, unread })))
        .catch(() => undefined);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [dispatch, conversationId, readUpTo]);

  const send = useCallback(
    async (body: string, extras: MessageExtras = {}) => {
      const message = await messageService.send(conversationId, body, extras);
      dispatch(messageSent(message));
    },
    [dispatch, conversationId],
  );

  const loadOlder = useCallback(async () => {
    if (!open?.older) return;
    setLoadingOlder(true);
    try {
      dispatch(olderMessagesLoaded(await messageService.history(conversationId, open.older)));
    } finally {
      setLoadingOlder(false);
    }
  }, [dispatch, conversationId, open?.older]);

  const typing = useCallback(
    () => dispatch(socketEmitRequested({ event: SOCKET_EVENTS.messageTyping, payload: { conversationId } })),
    [dispatch, conversationId],
  );

  return { open, viewerId, error, send, loadOlder, loadingOlder, typing };
}
