import type { Action } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { CART_STORAGE_KEY } from '../../lib/constants';
import { readJson, writeJson } from '../../lib/storage';
import { selectCartItems } from './selectors';
import { cartActionPrefix, cartRestoreRequested, cartRestored, type CartItem } from './slice';

/** Spec 9: the cart is kept in local storage under `cart`, as the list of its items. */
export function* persistCart() {
  const items: CartItem[] = yield select(selectCartItems);
  yield call(writeJson, CART_STORAGE_KEY, items);
}

/** Reads it back on load; the reducer repairs or drops whatever is not a cart (stored-cart.ts). */
export function* restoreCart() {
  const stored: unknown = yield call(readJson, CART_STORAGE_KEY, []);
  yield put(cartRestored(stored));
}

/** Every change is written, the restore too (so a repaired list replaces a broken one); asking to restore is not a change. */
const isCartChange = (action: Action) => action.type.startsWith(cartActionPrefix) && action.type !== cartRestoreRequested.type;

export default function* cartSagas() {
  yield all([takeLatest(cartRestoreRequested.type, restoreCart), takeLatest(isCartChange, persistCart)]);
}
