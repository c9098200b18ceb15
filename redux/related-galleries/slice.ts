import type { Gallery } from '../../types/gallery';
import { createListSlice } from '../lists/list-slice';
import type { RelatedQuery } from '../related-videos/slice';

/** Galleries beside the one being viewed; loaded on their own. */
const relatedGalleriesSlice = createListSlice<Gallery, RelatedQuery>('relatedGalleries');

export const relatedGalleriesActions = relatedGalleriesSlice.actions;
export default relatedGalleriesSlice.reducer;
