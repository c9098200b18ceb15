import { galleryService } from '../../services/gallery.service';
import { createListSagas } from '../lists/list-sagas';
import { galleriesActions } from './slice';

export const galleriesSagas = createListSagas(galleriesActions, galleryService.search);
export default galleriesSagas.watch;
