import type { OwnAssetsQuery, OwnVideo } from '../../types/studio';
import { createListSlice } from '../lists/list-slice';

/** /performer/videos: the performer's own videos (GET /performer/assets/videos/search), of one status or all. */
const ownVideosSlice = createListSlice<OwnVideo, OwnAssetsQuery>('ownVideos');

export const ownVideosActions = ownVideosSlice.actions;
export default ownVideosSlice.reducer;
