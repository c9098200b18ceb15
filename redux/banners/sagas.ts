import { all, fork } from 'redux-saga/effects';
import { bannerService } from '../../services/banner.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { bannersActions, promosActions } from './slice';

export const bannersSagas = createFetchSagas(bannersActions, bannerService.banners);
export const promosSagas = createFetchSagas(promosActions, bannerService.promos);

export default function* bannerSagas() {
  yield all([fork(bannersSagas.watch), fork(promosSagas.watch)]);
}
