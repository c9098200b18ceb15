import type { ActionCreatorWithPayload, PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { MESSAGES } from '../../lib/constants';
import { toRequestError, type RequestError } from '../../lib/errors';
import type { ServiceOptions } from '../../lib/request-options';
import type { ListRequest } from '../request-state';

export interface FetchActions<T, Q> {
  requested: ActionCreatorWithPayload<ListRequest<Q>>;
  succeeded: ActionCreatorWithPayload<T>;
  failed: ActionCreatorWithPayload<RequestError>;
}

/** One saga for a single fetch (banners, photos, a performer profile): request, then success or failure. */
export function createFetchSagas<T, Q>(actions: FetchActions<T, Q>, fetch: (query: Q, options?: ServiceOptions) => Promise<T>) {
  function* fetchFlow(action: PayloadAction<ListRequest<Q>>) {
    try {
      const data: T = yield call(fetch, action.payload.query, action.payload.options);
      yield put(actions.succeeded(data));
    } catch (error) {
      yield put(actions.failed(toRequestError(error, MESSAGES.genericError)));
    }
  }

  function* watch() {
    yield takeLatest(actions.requested.type, fetchFlow);
  }

  return { fetchFlow, watch };
}
