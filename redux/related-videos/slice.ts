import type { Video } from '../../types/video';
import { createListSlice } from '../lists/list-slice';

export interface RelatedQuery {
  id: string;
  limit?: number;
}

/** Videos beside the one being watched; loaded on their own. */
const relatedVideosSlice = createListSlice<Video, RelatedQuery>('relatedVideos');

export const relatedVideosActions = relatedVideosSlice.actions;
export default relatedVideosSlice.reducer;
