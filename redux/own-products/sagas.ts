import { all, call } from 'redux-saga/effects';
import { ownProductsService } from '../../services/own-products.service';
import { createFetchSagas } from '../lists/fetch-sagas';
import { createListSagas } from '../lists/list-sagas';
import { ownProductActions } from './editor-slice';
import { ownProductsActions } from './slice';

export const ownProductsSagas = createListSagas(ownProductsActions, ownProductsService.search);
export const ownProductSagas = createFetchSagas(ownProductActions, ({ id }: { id: string }, options) => ownProductsService.view(id, options));

export default function* ownProductsRootSaga() {
  yield all([call(ownProductsSagas.watch), call(ownProductSagas.watch)]);
}
