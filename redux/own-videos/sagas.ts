import { ownVideosService } from '../../services/own-videos.service';
import { createListSagas } from '../lists/list-sagas';
import { ownVideosActions } from './slice';

export const ownVideosSagas = createListSagas(ownVideosActions, ownVideosService.search);
export default ownVideosSagas.watch;
