import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, take } from 'redux-saga/effects';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import { createFetchSagas } from '../lists/fetch-sagas';
import { createListSagas } from '../lists/list-sagas';
import type { RootState } from '../store';
import { ownGalleryActions, ownGallerySaved, ownPhotosMoved } from './editor-slice';
import { ownGalleriesActions } from './slice';

export const ownGalleriesSagas = createListSagas(ownGalleriesActions, ownGalleriesService.search);
export const ownGallerySagas = createFetchSagas(ownGalleryActions, ({ id }: { id: string }, options) => ownGalleriesService.view(id, options));

/** The order the editor shows now, if that gallery is still the one open. */
const shownOrder = (galleryId: string) => (state: RootState) =>
  state.ownGallery.data?._id === galleryId ? state.ownGallery.data.photos.map((photo) => photo._id) : null;

const sameOrder = (a: string[] | null, b: string[]) => a !== null && a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Sends the photos' order, one PUT at a time: moves made while one is out go together in the next, and the server's
 * answer is shown only when it is the order on screen (else the grid would jump back for a moment). A refusal is
 * said as the server said it, and the gallery is read again to show the order it kept.
 */
export function* saveOrderFlow(action: PayloadAction<{ galleryId: string; photoIds: string[] }>) {
  const { galleryId } = action.payload;
  let sending = action.payload.photoIds;
  try {
    for (;;) {
      const saved: OwnGalleryDetail = yield call(ownGalleriesService.reorder, galleryId, sending);
      const now: string[] | null = yield select(shownOrder(galleryId));
      if (now === null || sameOrder(now, sending)) {
        yield put(ownGallerySaved(saved));
        return;
      }
      sending = now;
    }
  } catch (error) {
    notify.error(errorMessage(error, MESSAGES.genericError));
    try {
      yield put(ownGallerySaved((yield call(ownGalleriesService.view, galleryId)) as OwnGalleryDetail));
    } catch {
      // The grid keeps the order it shows; the next load of the page shows the server's.
    }
  }
}

function* watchOrder() {
  for (;;) {
    const action: PayloadAction<{ galleryId: string; photoIds: string[] }> = yield take(ownPhotosMoved.type);
    yield call(saveOrderFlow, action);
  }
}

export default function* ownGalleriesRootSaga() {
  yield all([call(ownGalleriesSagas.watch), call(ownGallerySagas.watch), call(watchOrder)]);
}
