import type { UnknownAction } from '@reduxjs/toolkit';
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
 * Asks the server for a count of the signed-in user's on arrival and again whenever the realtime connection
 * (re)authenticates (what came while it was down); the socket keeps it right in between, across tabs and devices.
 * `load` and `known` are module-level functions (stable).
 */
function useKnownWhenLive<T>(load: () => Promise<T>, known: (value: T) => UnknownAction): boolean {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const live = useAppSelector((s) => s.socket.authenticated);
  useEffect(() => {
    if (!loggedIn) return;
    load()
      .then((value) => dispatch(known(value)))
      .catch(() => undefined);
  }, [dispatch, loggedIn, live, load, known]);
  return loggedIn;
}

/** The signed-in user's unread notifications (null until known, or signed out). */
export function useUnreadCount(): number | null {
  const loggedIn = useKnownWhenLive(notificationCentreService.unread, unreadKnown);
  const unread = useAppSelector((s) => s.notifications.unread);
  return loggedIn ? unread : null;
}

/** Conversations with messages the signed-in user has not read (null until known, or signed out). */
export function useUnreadConversations(): number | null {
  const loggedIn = useKnownWhenLive(messageService.unread, unreadMessagesKnown);
  const unread = useAppSelector((s) => s.messages.unread);
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
