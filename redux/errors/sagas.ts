import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import type { ApiErrorBody } from '../../types/api';
import { navigate } from '../../lib/navigation';
import { redirectToErrorPage } from './slice';

export function* errorPageRedirect(action: PayloadAction<{ error: ApiErrorBody; url: string }>) {
  yield call(navigate, action.payload.url);
}

export default function* errorsSagas() {
  yield takeEvery(redirectToErrorPage.type, errorPageRedirect);
}
