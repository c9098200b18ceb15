import { createAction } from '@reduxjs/toolkit';
import { SOCKET_EVENTS, type VideoMediaStatus } from '../../lib/socket-events';
import type { OwnAssetsQuery, OwnVideo } from '../../types/studio';
import { createListSlice } from '../lists/list-slice';
import { socketEventReceived } from '../socket/slice';

/** A video was made or changed by the performer (the API answered it): the list shows it at once, new ones first. */
export const ownVideoSaved = createAction<OwnVideo>('ownVideos/saved');
/** A video was deleted (or kept for its buyers only): it leaves the list. */
export const ownVideoRemoved = createAction<string>('ownVideos/removed');

/** The socket's news of a video's media (server/modules/videos/media.ts), when it is one this list holds. */
export const mediaNewsOf = (action: { type: string; payload?: unknown }): VideoMediaStatus | null =>
  socketEventReceived.match(action) && action.payload.event === SOCKET_EVENTS.videoMedia ? (action.payload.payload as VideoMediaStatus) : null;

/** /performer/videos: the performer's own videos (GET /performer/assets/videos/search), of one status or all. */
const ownVideosSlice = createListSlice<OwnVideo, OwnAssetsQuery>('ownVideos', {
  extraReducers: (builder) =>
    builder
      .addCase(ownVideoSaved, (state, { payload }) => {
        const index = state.items.findIndex((item) => item._id === payload._id);
        if (index >= 0) state.items[index] = payload;
        else {
          state.items.unshift(payload);
          state.total += 1;
        }
      })
      .addCase(ownVideoRemoved, (state, { payload }) => {
        const before = state.items.length;
        state.items = state.items.filter((item) => item._id !== payload);
        state.total -= before - state.items.length;
      })
      .addMatcher(
        (action) => mediaNewsOf(action) !== null,
        (state, action) => {
          const news = mediaNewsOf(action)!;
          const video = state.items.find((item) => item._id === news.videoId);
          if (!video) return;
          video.media = {
            state: news.state,
            step: news.step,
            percent: news.percent,
            error: news.error,
            publishWhenReady: news.publishWhenReady,
            // While a new file uploads, this tab's own upload has the figures (the news carries the server's 0).
            replacement: news.replacement && {
              ...news.replacement,
              percent: news.replacement.state === 'uploading' ? (video.media.replacement?.percent ?? 0) : news.replacement.percent,
            },
          };
          video.status = news.status as OwnVideo['status'];
          video.publication = news.publication;
        },
      ),
});

export const ownVideosActions = ownVideosSlice.actions;
export default ownVideosSlice.reducer;
