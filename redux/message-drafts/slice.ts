import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DraftPhoto } from '../../types/message';

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
});

export const { messageDraftLoaded, messageDraftSent } = slice.actions;
export default slice.reducer;
