import { galleryService } from '../../services/gallery.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { photosActions } from './slice';

export const photosSagas = createFetchSagas(photosActions, async (query, options) => (await galleryService.photos(query, options)).data);
export default photosSagas.watch;
