import { videoService } from '../../services/video.service';
import { createListSagas } from '../lists/list-sagas';
import { relatedVideosActions } from './slice';

export const relatedVideosSagas = createListSagas(relatedVideosActions, ({ id, ...query }, options) => videoService.related(id, query, options));
export default relatedVideosSagas.watch;
