import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SOCKET_EVENTS, type SocketPayloads } from '../../lib/socket-events';
import type { Broadcast } from '../../types/message';
import { socketEventReceived } from '../socket/slice';

/** The creator's recent messages to all (null until loaded), each kept current by the socket as it reaches fans. */
export interface BroadcastsState {
  list: Broadcast[] | null;
}

const initialState: BroadcastsState = { list: null };

/** The newer of two states of one message to all: the count reached only grows. */
const newer = (a: Broadcast, b: Broadcast) => (b.delivered > a.delivered || b.state === 'sent' ? b : a);

const slice = createSlice({
  name: 'broadcasts',
  initialState,
  reducers: {
    broadcastsLoaded(state, action: PayloadAction<Broadcast[]>) {
      // Progress heard while the list loaded is kept: it may be newer than what the list says.
      const heard = new Map((state.list ?? []).map((b) => [b._id, b]));
      state.list = action.payload.map((b) => (heard.has(b._id) ? newer(b, heard.get(b._id)!) : b));
    },
    broadcastStarted(state, action: PayloadAction<Broadcast>) {
      const list = (state.list ?? []).filter((b) => b._id !== action.payload._id);
      state.list = [action.payload, ...list];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(socketEventReceived, (state, action) => {
      if (action.payload.event !== SOCKET_EVENTS.messageBroadcast) return;
      const progress = action.payload.payload as SocketPayloads[typeof SOCKET_EVENTS.messageBroadcast];
      const at = state.list?.findIndex((b) => b._id === progress._id) ?? -1;
      if (state.list && at >= 0) state.list[at] = newer(state.list[at], progress);
      else state.list = [progress, ...(state.list ?? [])];
    });
  },
});

export const { broadcastsLoaded, broadcastStarted } = slice.actions;
export default slice.reducer;
