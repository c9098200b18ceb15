import { all, fork } from 'redux-saga/effects';
import { performerService } from '../../services/performer.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { createListSagas } from '../lists/list-sagas';
import { listingActions, profileActions } from './slice';

export const performerListingSagas = createListSagas(listingActions, performerService.search);

export const performerProfileSagas = createFetchSagas(profileActions, ({ id }: { id: string }, options) => performerService.findOne(id, options));

export default function* performersSagas() {
  yield all([fork(performerListingSagas.watch), fork(performerProfileSagas.watch)]);
}
