import type { Photo, PhotoQuery } from '../../types/gallery';
import { createResourceSlice } from '../lists/resource-slice';

/** The photos of the gallery being viewed. */
const photosSlice = createResourceSlice<Photo[], PhotoQuery>('photos', 'loading', []);

export const photosActions = photosSlice.actions;
export default photosSlice.reducer;
