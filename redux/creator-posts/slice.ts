import type { CreatorPost, CreatorPostQuery } from '../../types/creator-post';
import { createListSlice } from '../lists/list-slice';

/**
 * A performer's Posts tab: their live posts, newest first (GET /user/assets/creator-posts/search), each as this viewer
 * may see it. Loaded with the page for this request's viewer, so never a shared answer.
 */
const creatorPostsSlice = createListSlice<CreatorPost, CreatorPostQuery>('creatorPosts');

export const creatorPostsActions = creatorPostsSlice.actions;
export default creatorPostsSlice.reducer;
