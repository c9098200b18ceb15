import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { MESSAGES } from '../../lib/constants';
import { toRequestError } from '../../lib/errors';
import type { ServiceOptions } from '../../lib/request-options';
import type { ListResult } from '../../types/api';
import type { ListRequest } from '../request-state';
import type { ListActions } from './list-slice';

export type PageFetcher<T, Q> = (query: Q, options?: ServiceOptions) => Promise<ListResult<T>>;

/**
 * One fetch saga for every list: a load or a load-more calls the service and reports success or failure
 * under the same name. The latest request wins, so a new filter cancels a pending load-more.
 */
export function createListSagas<T, Q>(actions: ListActions<T, Q>, fetchPage: PageFetcher<T, Q>) {
  function* fetchFlow(action: PayloadAction<ListRequest<Q>>) {
    const more = actions.moreRequested.match(action);
    try {
      const page: ListResult<T> = yield call(fetchPage, action.payload.query, action.payload.options);
      yield put(more ? actions.moreSucceeded(page) : actions.loadSucceeded(page));
    } catch (error) {
      const failure = toRequestError(error, MESSAGES.genericError);
      yield put(more ? actions.moreFailed(failure) : actions.loadFailed(failure));
    }
  }

  function* watch() {
    yield takeLatest([actions.loadRequested.type, actions.moreRequested.type], fetchFlow);
  }

  return { fetchFlow, watch };
}
