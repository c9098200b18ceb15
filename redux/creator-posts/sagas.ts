import { creatorPostService } from '../../services/creator-post.service';
import { createListSagas } from '../lists/list-sagas';
import { creatorPostsActions } from './slice';

export const creatorPostsSagas = createListSagas(creatorPostsActions, creatorPostService.search);
export default creatorPostsSagas.watch;
