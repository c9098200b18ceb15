import type { Video, VideoQuery } from '../../types/video';
import { createListSlice } from '../lists/list-slice';

/** The videos listing: /videos, a performer's or a channel's videos, search results. */
const videosSlice = createListSlice<Video, VideoQuery>('videos');

export const videosActions = videosSlice.actions;
export default videosSlice.reducer;
