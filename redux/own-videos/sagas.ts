import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideoDetail } from '../../types/video';
import { createListSagas } from '../lists/list-sagas';
import type { RootState } from '../store';
import { mediaNewsOf, ownVideoSaved, ownVideosActions } from './slice';

export const ownVideosSagas = createListSagas(ownVideosActions, ownVideosService.search);

const isNowReady = (action: Action) => mediaNewsOf(action)?.state === 'ready';

/** A video finished processing: its row is read again for what processing made (its poster, its length). */
export function* refreshReadyVideo(action: UnknownAction) {
  const news = mediaNewsOf(action)!;
  const listed: boolean = yield select((state: RootState) => state.ownVideos.items.some((video) => video._id === news.videoId));
  if (!listed) return;
  try {
    const video: OwnVideoDetail = yield call(ownVideosService.view, news.videoId);
    yield put(ownVideoSaved(video));
  } catch {
    // The row keeps the state the news said; its picture comes with the next load of the list.
  }
}

export default function* ownVideosRootSaga() {
  yield all([call(ownVideosSagas.watch), takeEvery(isNowReady, refreshReadyVideo)]);
}
