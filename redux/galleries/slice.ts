import type { Gallery, GalleryQuery } from '../../types/gallery';
import { createListSlice } from '../lists/list-slice';

/** The galleries listing: /galleries, a performer's galleries, search results. */
const galleriesSlice = createListSlice<Gallery, GalleryQuery>('galleries');

export const galleriesActions = galleriesSlice.actions;
export default galleriesSlice.reducer;
