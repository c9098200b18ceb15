import { createSlice } from '@reduxjs/toolkit';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { socketEventReceived } from '../socket/slice';

/** Releases told over the socket since the fan's feed was last loaded from the top ("3 new items"). */
export interface FeedNewsState {
  arrived: number;
}

const initialState: FeedNewsState = { arrived: 0 };

const slice = createSlice({
  name: 'feedNews',
  initialState,
  reducers: {
    /** The feed was loaded from the top: what had arrived is in it. */
    feedNewsSeen(state) {
      state.arrived = 0;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(socketEventReceived, (state, action) => {
      if (action.payload.event === SOCKET_EVENTS.contentReleased) state.arrived += 1;
    });
  },
});

export const { feedNewsSeen } = slice.actions;
export default slice.reducer;
