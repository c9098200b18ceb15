import { createAction } from '@reduxjs/toolkit';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import { createResourceSlice } from '../lists/resource-slice';

/** A write answered the gallery as it is now (or it was read again): the editor shows it, if it is the one open. */
export const ownGallerySaved = createAction<OwnGalleryDetail>('ownGallery/saved');
/**
 * The performer moved a photo: the grid shows the new order at once (every photo id of the gallery, in order) and
 * ./sagas sends it.
 */
export const ownPhotosMoved = createAction<{ galleryId: string; photoIds: string[] }>('ownGallery/photosMoved');

/** /performer/galleries/[id]: the gallery being edited (GET /performer/assets/galleries/:id/view), kept current by each write's answer. */
const ownGallerySlice = createResourceSlice<OwnGalleryDetail | null, { id: string }, 'requesting'>('ownGallery', 'requesting', null, (builder) =>
  builder
    .addCase(ownGallerySaved, (state, { payload }) => {
      if (state.data?._id === payload._id) state.data = payload;
    })
    .addCase(ownPhotosMoved, (state, { payload }) => {
      const gallery = state.data;
      if (gallery?._id !== payload.galleryId) return;
      const byId = new Map(gallery.photos.map((photo) => [photo._id, photo]));
      gallery.photos = payload.photoIds.flatMap((id) => byId.get(id) ?? []);
    }),
);

export const ownGalleryActions = ownGallerySlice.actions;
export default ownGallerySlice.reducer;
