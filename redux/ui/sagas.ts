import type { Action } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { PERSISTED_UI_KEYS, UI_STORAGE_KEY } from '../../lib/constants';
import { readJson, writeJson } from '../../lib/storage';
import { pickPersisted, uiActionPrefix, uiRestoreRequested, uiRestored, type PersistedUi, type UiState } from './slice';

const selectUi = (state: { ui: UiState }) => state.ui;

export function persistedPart(ui: UiState): PersistedUi {
  const out: Record<string, unknown> = {};
  for (const key of PERSISTED_UI_KEYS) out[key] = ui[key];
  return out as PersistedUi;
}

/** Writes the persisted UI values after every UI change (browser only; storage helpers no-op elsewhere). */
export function* persistUi() {
  const ui: UiState = yield select(selectUi);
  yield call(writeJson, UI_STORAGE_KEY, persistedPart(ui));
}

/** Restores them on load; broken or foreign JSON in storage restores nothing. */
export function* restoreUi() {
  const stored: unknown = yield call(readJson, UI_STORAGE_KEY, null);
  yield put(uiRestored(pickPersisted(stored)));
}

const isUiChange = (action: Action) => action.type.startsWith(uiActionPrefix) && action.type !== uiRestored.type && action.type !== uiRestoreRequested.type;

export default function* uiSagas() {
  yield all([takeLatest(uiRestoreRequested.type, restoreUi), takeLatest(isUiChange, persistUi)]);
}
