import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SOCKET_EVENTS, type SocketPayloads } from '../../lib/socket-events';
import type { NotificationItem } from '../../types/notification';
import { socketEventReceived } from '../socket/slice';

/** The bell: the unread count (null until known) and the latest notifications once the panel or page loaded them. */
export interface NotificationsState {
  unread: number | null;
  recent: NotificationItem[] | null;
}

const initialState: NotificationsState = { unread: null, recent: null };

const slice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    unreadKnown(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
    recentLoaded(state, action: PayloadAction<{ items: NotificationItem[]; unread: number }>) {
      state.recent = action.payload.items;
      state.unread = action.payload.unread;
    },
    /** Everything shown was read (here): the count the server answered (what came since stays unread). */
    allRead(state, action: PayloadAction<number>) {
      state.unread = action.payload;
      state.recent?.forEach((n) => (n.read = true));
    },
    /** One was read (here): the count the server answered. */
    notificationRead(state, action: PayloadAction<{ id: string; unread: number }>) {
      state.unread = action.payload.unread;
      const item = state.recent?.find((n) => n._id === action.payload.id);
      if (item) item.read = true;
    },
  },
  extraReducers: (builder) => {
    // Every tab and device of the user hears these (the socket's user room), so the count agrees everywhere.
    builder.addCase(socketEventReceived, (state, action) => {
      const { event, payload } = action.payload;
      if (event === SOCKET_EVENTS.notificationNew) {
        const { notification, unread } = payload as SocketPayloads[typeof SOCKET_EVENTS.notificationNew];
        state.unread = unread;
        if (state.recent) state.recent = [notification, ...state.recent.filter((n) => n._id !== notification._id)];
      } else if (event === SOCKET_EVENTS.notificationsRead) {
        const { unread } = payload as SocketPayloads[typeof SOCKET_EVENTS.notificationsRead];
        state.unread = unread;
        if (unread === 0) state.recent?.forEach((n) => (n.read = true));
      }
    });
  },
});

export const { unreadKnown, recentLoaded, notificationRead, allRead } = slice.actions;
export default slice.reducer;
