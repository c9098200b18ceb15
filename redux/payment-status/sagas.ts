import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { MESSAGES } from '../../lib/constants';
import { toRequestError } from '../../lib/errors';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { orderService } from '../../services/order.service';
import { transactionService } from '../../services/transaction.service';
import type { ListResult } from '../../types/api';
import type { Order, Transaction } from '../../types/checkout';
import { cartItemsRemoved } from '../cart/slice';
import { couponRemoved } from '../checkout/slice';
import { socketConnected, socketEventReceived } from '../socket/slice';
import {
  paymentCheckFailed,
  paymentFailed,
  paymentNotFound,
  paymentPaid,
  paymentPending,
  paymentWatchGaveUp,
  paymentWatchStarted,
  paymentWatchStopped,
} from './slice';

/** How often the page asks again while the payment is pending, and for how long before it stops asking by itself. */
export const RECHECK_MS = 4000;
export const WATCH_FOR_MS = 15 * 60 * 1000;
/** The caller's latest transactions searched for this one (a fresh checkout is among the newest). */
const SEARCH_LIMIT = 50;

type Outcome = 'pending' | 'done' | 'unknown';

/** The server says this transaction's payment went through: the order it paid for, for its lines. */
function* settle(transaction: Transaction) {
  let order: Order | null = null;
  try {
    order = yield call(orderService.findOne, transaction.orderId);
  } catch (error) {
    // Paid is paid: the page says so, without the links to what was bought.
    console.warn('Loading the paid order failed.', error);
  }
  yield put(paymentPaid({ transaction, order }));
  // The cart's products are bought: they leave the cart; the coupon applied to them is spent.
  const bought = order?.lines.filter((line) => line.objectType === 'product').map((line) => line.objectId) ?? [];
  if (bought.length) yield put(cartItemsRemoved(bought));
  if (order?.couponCode) yield put(couponRemoved());
}

/** One look at the transaction (GET /transactions/user/search). */
export function* checkPayment(transactionId: string) {
  try {
    const page: ListResult<Transaction> = yield call(transactionService.search, { limit: SEARCH_LIMIT });
    const transaction = page.data.find((t) => t._id === transactionId);
    if (!transaction) {
      yield put(paymentNotFound());
      return 'done' satisfies Outcome;
    }
    if (transaction.status === 'pending') {
      yield put(paymentPending(transaction));
      return 'pending' satisfies Outcome;
    }
    if (transaction.status === 'success') yield call(settle, transaction);
    else yield put(paymentFailed(transaction));
    return 'done' satisfies Outcome;
  } catch (error) {
    yield put(paymentCheckFailed(toRequestError(error, MESSAGES.genericError)));
    return 'unknown' satisfies Outcome;
  }
}

/** The socket says this transaction changed, or the socket came back (it may have missed the news). */
const newsOf = (transactionId: string) => (action: Action) =>
  socketConnected.match(action) ||
  (socketEventReceived.match(action) &&
    action.payload.event === SOCKET_EVENTS.paymentStatus &&
    (action.payload.payload as { transactionId?: unknown } | null)?.transactionId === transactionId);

/** Checks, then again on the socket's news or every RECHECK_MS, until the payment is final or WATCH_FOR_MS pass. */
export function* watchPayment(transactionId: string, now: () => number = Date.now) {
  const until = now() + WATCH_FOR_MS;
  for (;;) {
    const outcome: Outcome = yield call(checkPayment, transactionId);
    if (outcome === 'done') return;
    if (now() >= until) {
      yield put(paymentWatchGaveUp());
      return;
    }
    yield race({ news: take(newsOf(transactionId)), timer: delay(RECHECK_MS) });
  }
}

function* watchFlow(action: PayloadAction<string>) {
  yield race({ watch: call(watchPayment, action.payload), stop: take(paymentWatchStopped.type) });
}

export default function* paymentStatusSagas() {
  yield takeLatest(paymentWatchStarted.type, watchFlow);
}
