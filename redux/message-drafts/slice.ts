import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SOCKET_EVENTS, type MessageVideoStatus } from '../../lib/socket-events';
import type { DraftPhoto } from '../../types/message';
import { socketEventReceived } from '../socket/slice';

/** The photos uploaded for the next message, per place (lib/uploads/photo-upload.ts destinationKey: a conversation, or 'broadcast:all'). */
export interface MessageDraftsState {
  byDestination: Record<string, DraftPhoto[]>;
}

const initialState: MessageDraftsState = { byDestination: {} };

const slice = createSlice({
  name: 'messageDrafts',
  initialState,
  reducers: {
    messageDraftLoaded(state, action: PayloadAction<{ destination: string; photos: DraftPhoto[] }>) {
      state.byDestination[action.payload.destination] = action.payload.photos;
    },
    /** The message went with its photos: the draft is empty. */
    messageDraftSent(state, action: PayloadAction<string>) {
      state.byDestination[action.payload] = [];
    },
  },
  extraReducers: (builder) => {
    // A creator's video moved on while processing (every tab of theirs hears it): its tile follows. Once ready, the
    // draft is read again for its poster (a link signed for them).
    builder.addCase(socketEventReceived, (state, action) => {
      if (action.payload.event !== SOCKET_EVENTS.messageVideo) return;
      const status = action.payload.payload as MessageVideoStatus;
      const item = Object.values(state.byDestination)
        .flat()
        .find((each) => each._id === status.attachmentId);
      if (item) Object.assign(item, { state: status.state, percent: status.percent, error: status.error });
    });
  },
});

export const { messageDraftLoaded, messageDraftSent } = slice.actions;
export default slice.reducer;
