import { createAction } from '@reduxjs/toolkit';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import { createResourceSlice } from '../lists/resource-slice';

/** A write answered the post as it is now (or it was read again): the editor shows it, if it is the one open. */
export const ownPostSaved = createAction<OwnCreatorPostDetail>('ownPost/saved');

/** /performer/posts/[id]: the post being edited (GET /performer/assets/creator-posts/:id/view), kept current by each write's answer. */
const ownPostSlice = createResourceSlice<OwnCreatorPostDetail | null, { id: string }, 'requesting'>('ownPost', 'requesting', null, (builder) =>
  builder.addCase(ownPostSaved, (state, { payload }) => {
    if (state.data?._id === payload._id) state.data = payload;
  }),
);

export const ownPostActions = ownPostSlice.actions;
export default ownPostSlice.reducer;
