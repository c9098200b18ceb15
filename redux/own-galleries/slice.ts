import type { OwnGallery } from '../../types/gallery-studio';
import type { OwnAssetsQuery } from '../../types/studio';
import { createListSlice } from '../lists/list-slice';

/** /performer/galleries: the performer's own galleries (GET /performer/assets/galleries/search), of one status or all. */
const ownGalleriesSlice = createListSlice<OwnGallery, OwnAssetsQuery>('ownGalleries');

export const ownGalleriesActions = ownGalleriesSlice.actions;
export default ownGalleriesSlice.reducer;
