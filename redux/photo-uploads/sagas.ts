import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import { ownGallerySaved } from '../own-galleries/editor-slice';
import { photoUploadActions, photoUploadsSettled } from './slice';

/** The photos sent went in: the gallery is read again for their thumbnails, and their upload tiles give way to them. */
export function* showArrivedPhotos(action: PayloadAction<{ galleryId: string; keys: string[] }>) {
  try {
    const gallery: OwnGalleryDetail = yield call(ownGalleriesService.view, action.payload.galleryId);
    yield put(ownGallerySaved(gallery));
    yield put(photoUploadActions.shown({ keys: action.payload.keys }));
  } catch {
    // The tiles keep saying the photos are in; the next load of the page shows them in the grid.
  }
}

export default function* photoUploadsSagas() {
  yield takeEvery(photoUploadsSettled.type, showArrivedPhotos);
}
