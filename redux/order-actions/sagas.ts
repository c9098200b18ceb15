import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { toRequestError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { orderService } from '../../services/order.service';
import type { Order } from '../../types/checkout';
import { payThenRedirect } from '../pay-redirect';
import { orderActions } from './slice';

export const ORDER_ACTION_MESSAGES = {
  cancelFailed: 'The order could not be cancelled, please try again later',
} as const;

/** "Pay now": the same way to pay as a new purchase (redux/pay-redirect.ts). */
export function* payFlow(action: PayloadAction<{ orderId: string; paymentUrl: string }>) {
  yield call(payThenRedirect, action.payload.paymentUrl);
}

export function* cancelFlow(action: PayloadAction<string>) {
  try {
    const order: Order = yield call(orderService.cancel, action.payload);
    yield put(orderActions.cancelSucceeded(order));
    yield call(notify.success, `Order #${order.number} is cancelled: nothing will be charged for it.`);
  } catch (error) {
    const failure = toRequestError(error, ORDER_ACTION_MESSAGES.cancelFailed);
    yield put(orderActions.cancelFailed({ id: action.payload, error: failure }));
    yield call(notify.error, failure.message);
  }
}

export default function* orderActionsSagas() {
  yield all([
    // One trip to the payment at a time: a second click while the first is under way does nothing.
    takeLeading(orderActions.payRequested.type, payFlow),
    takeEvery(orderActions.cancelRequested.type, cancelFlow),
  ]);
}
