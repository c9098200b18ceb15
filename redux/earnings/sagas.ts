import { all, fork } from 'redux-saga/effects';
import { performerEarningsService } from '../../services/performer-earnings.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { createListSagas } from '../lists/list-sagas';
import { earningStatsActions, earningTimelineActions, earningsActions } from './slice';

export const earningsListSagas = createListSagas(earningsActions, performerEarningsService.search);
export const earningStatsSagas = createFetchSagas(earningStatsActions, performerEarningsService.stats);
export const earningTimelineSagas = createFetchSagas(earningTimelineActions, performerEarningsService.timeline);

export default function* earningsSagas() {
  yield all([fork(earningsListSagas.watch), fork(earningStatsSagas.watch), fork(earningTimelineSagas.watch)]);
}
