import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SocketStatus = 'initialized' | 'connected' | 'disconnected' | 'reconnecting' | 'failed';

export interface SocketState {
  status: SocketStatus;
  /** The last connection error, for the indicator's tooltip. */
  error: string | null;
  /** The server accepted our token (auth/login:success) on the current connection. */
  authenticated: boolean;
}

export const initialSocketState: SocketState = { status: 'initialized', error: null, authenticated: false };

/** Connection state only: the socket object itself never enters the store. */
const socketSlice = createSlice({
  name: 'socket',
  initialState: initialSocketState,
  reducers: {
    socketConnected(state) {
      state.status = 'connected';
      state.error = null;
      state.authenticated = false;
    },
    socketDisconnected(state) {
      state.status = 'disconnected';
      state.authenticated = false;
    },
    socketReconnecting(state) {
      state.status = 'reconnecting';
    },
    socketFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
      state.authenticated = false;
    },
    /**
     * A reconnect attempt failed: the client keeps trying (unlimited attempts), so the status stays
     * reconnecting; the error is kept for the indicator's tooltip.
     */
    socketAttemptFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.authenticated = false;
    },
    socketAuthenticated(state, action: PayloadAction<boolean>) {
      state.authenticated = action.payload;
    },
    /** Any server event, for the slices that care (comments, presence). */
    socketEventReceived(_state, _action: PayloadAction<{ event: string; payload: unknown }>) {},
    /** Ask the saga to send an event (e.g. object/subscribe). */
    socketEmitRequested(_state, _action: PayloadAction<{ event: string; payload: unknown }>) {},
  },
});

export const {
  socketConnected,
  socketDisconnected,
  socketReconnecting,
  socketFailed,
  socketAttemptFailed,
  socketAuthenticated,
  socketEventReceived,
  socketEmitRequested,
} = socketSlice.actions;

export default socketSlice.reducer;
