import { galleryService } from '../../services/gallery.service';
import { createListSagas } from '../lists/list-sagas';
import { relatedGalleriesActions } from './slice';

export const relatedGalleriesSagas = createListSagas(relatedGalleriesActions, ({ id, ...query }, options) => galleryService.related(id, query, options));
export default relatedGalleriesSagas.watch;
