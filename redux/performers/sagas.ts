import { all, fork } from 'redux-saga/effects';
import { performerService } from '../../services/performer.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { createListSagas } from '../lists/list-sagas';
import {
  listingFailed,
  listingMoreFailed,
  listingMoreRequested,
  listingMoreSucceeded,
  listingRequested,
  listingSucceeded,
  profileFailed,
  profileRequested,
  profileSucceeded,
} from './slice';

export const performerListingSagas = createListSagas(
  {
    loadRequested: listingRequested,
    loadSucceeded: listingSucceeded,
    loadFailed: listingFailed,
    moreRequested: listingMoreRequested,
    moreSucceeded: listingMoreSucceeded,
    moreFailed: listingMoreFailed,
  },
  performerService.search,
);

export const performerProfileSagas = createFetchSagas(
  { requested: profileRequested, succeeded: profileSucceeded, failed: profileFailed },
  ({ id }: { id: string }, options) => performerService.findOne(id, options),
);

export default function* performersSagas() {
  yield all([fork(performerListingSagas.watch), fork(performerProfileSagas.watch)]);
}
