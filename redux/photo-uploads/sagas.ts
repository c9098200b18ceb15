import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { draftPhotosOf } from '../../lib/uploads/message-drafts';
import { destinationKey, type PhotoDestination } from '../../lib/uploads/photo-upload';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import { ownPostSaved } from '../own-creator-posts/editor-slice';
import { ownGallerySaved } from '../own-galleries/editor-slice';
import { messageDraftLoaded } from '../message-drafts/slice';
import type { DraftPhoto } from '../../types/message';
import { photoUploadActions, photoUploadsSettled } from './slice';

/** The gallery, post or message draft the photos went to, read again and shown in its editor. */
function* showAgain(destination: PhotoDestination) {
  const { kind, id } = destination;
  if (kind === 'gallery') yield put(ownGallerySaved((yield call(ownGalleriesService.view, id)) as OwnGalleryDetail));
  else if (kind === 'post') yield put(ownPostSaved((yield call(ownCreatorPostsService.view, id)) as OwnCreatorPostDetail));
  else yield put(messageDraftLoaded({ destination: destinationKey(destination), photos: (yield call(draftPhotosOf, destination)) as DraftPhoto[] }));
}

/** The photos sent went in: their gallery or post is read again for their thumbnails, and their upload tiles give way to them. */
export function* showArrivedPhotos(action: PayloadAction<{ destination: PhotoDestination; keys: string[] }>) {
  try {
    yield call(showAgain, action.payload.destination);
    yield put(photoUploadActions.shown({ keys: action.payload.keys }));
  } catch {
    // The tiles keep saying the photos are in; the next load of the page shows them in the grid.
  }
}

export default function* photoUploadsSagas() {
  yield takeEvery(photoUploadsSettled.type, showArrivedPhotos);
}
