import type { OwnCreatorPost } from '../../types/creator-post';
import type { OwnAssetsQuery } from '../../types/studio';
import { createListSlice } from '../lists/list-slice';

/** /performer/posts: the performer's own posts (GET /performer/assets/creator-posts/search), of one status or all. */
const ownPostsSlice = createListSlice<OwnCreatorPost, OwnAssetsQuery>('ownPosts');

export const ownPostsActions = ownPostsSlice.actions;
export default ownPostsSlice.reducer;
