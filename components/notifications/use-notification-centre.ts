import { useCallback, useEffect } from 'react';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { allRead, notificationRead, recentLoaded, unreadKnown } from '../../redux/notifications/slice';
import { notificationCentreService } from '../../services/notification-centre.service';
import { messageService } from '../../services/message.service';
import { unreadMessagesKnown } from '../../redux/messages/slice';
import type { NotificationItem } from '../../types/notification';

/**
 * The signed-in user's unread count, known on arrival and again whenever the realtime connection (re)authenticates
 * (what came while it was down); the socket keeps it right in between, across tabs and devices.
 */
export function useUnreadCount(): number | null {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const live = useAppSelector((s) => s.socket.authenticated);
  const unread = useAppSelector((s) => s.notifications.unread);
  useEffect(() => {
    if (!loggedIn) return;
    notificationCentreService
      .unread()
      .then((n) => dispatch(unreadKnown(n)))
      .catch(() => undefined);
  }, [dispatch, loggedIn, live]);
  return loggedIn ? unread : null;
}

/** Conversations with messages the signed-in user has not read (null until known), kept live like the count above. */
export function useUnreadConversations(): number | null {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const live = useAppSelector((s) => s.socket.authenticated);
  const unread = useAppSelector((s) => s.messages.unread);
  useEffect(() => {
    if (!loggedIn) return;
    messageService
      .unread()
      .then((n) => dispatch(unreadMessagesKnown(n)))
      .catch(() => undefined);
  }, [dispatch, loggedIn, live]);
  return loggedIn && unread ? unread.conversations : null;
}

/** Reading: one when it is opened, or all (up to what the user was shown). */
export function useNotificationActions() {
  const dispatch = useAppDispatch();
  const open = useCallback(
    (item: NotificationItem) => {
      if (item.read) return;
      notificationCentreService
        .read(item._id)
        .then((unread) => dispatch(notificationRead({ id: item._id, unread })))
        .catch(() => undefined);
    },
    [dispatch],
  );
  const readAll = useCallback(
    async (upTo: string | null) => {
      try {
        dispatch(allRead(await notificationCentreService.readAll(upTo)));
      } catch (error) {
        notify.error(errorMessage(error, 'Your notifications could not be marked read: try again.'));
      }
    },
    [dispatch],
  );
  const loadRecent = useCallback(async () => {
    const page = await notificationCentreService.page({ limit: 8 });
    dispatch(recentLoaded({ items: page.items, unread: page.unread }));
    return page;
  }, [dispatch]);
  return { open, readAll, loadRecent };
}
