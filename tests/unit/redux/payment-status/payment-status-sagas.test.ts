import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import paymentStatusSagas, { checkPayment, RECHECK_MS, WATCH_FOR_MS } from '../../../../redux/payment-status/sagas';
import { paymentNotFound, paymentWatchStarted, paymentWatchStopped } from '../../../../redux/payment-status/slice';
import { couponApplied } from '../../../../redux/checkout/slice';
import { rootReducer } from '../../../../redux/root-reducer';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { orderService } from '../../../../services/order.service';
import { transactionService } from '../../../../services/transaction.service';
import type { Transaction } from '../../../../types/checkout';
import { makeOrder, makeOrderLine, makeTransaction } from '../../helpers/checkout-fixtures';
import { recordSaga } from '../../helpers/record-saga';

jest.mock('../../../../services/transaction.service', () => ({ transactionService: { search: jest.fn() } }));
jest.mock('../../../../services/order.service', () => ({ orderService: { findOne: jest.fn() } }));

const search = jest.mocked(transactionService.search);
const order = jest.mocked(orderService.findOne);
const list = (...data: Transaction[]) => ({ data, total: data.length });

const SHIRT = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';

function startStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (gdm) => gdm({ thunk: false }).concat(sagas) });
  sagas.run(paymentStatusSagas);
  return store;
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the success page watching a payment', () => {
  it('stays pending until the server says success, re-checking every few seconds', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'pending' })));
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    expect(store.getState().paymentStatus.phase).toBe('pending');
    await jest.advanceTimersByTimeAsync(RECHECK_MS);
    expect(search).toHaveBeenCalledTimes(2);
    expect(store.getState().paymentStatus.phase).toBe('pending');

    search.mockResolvedValue(list(makeTransaction({ status: 'success' })));
    order.mockResolvedValue(makeOrder({ status: 'paid' }));
    await jest.advanceTimersByTimeAsync(RECHECK_MS);
    expect(store.getState().paymentStatus.phase).toBe('paid');
    expect(order).toHaveBeenCalledWith('o1');
    await jest.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('checks at once when the socket says this transaction changed, not for another one', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'pending' })));
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    store.dispatch(
      socketEventReceived({ event: SOCKET_EVENTS.paymentStatus, payload: { transactionId: 'other', orderId: 'o9', status: 'success', orderStatus: 'paid' } }),
    );
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
    search.mockResolvedValue(list(makeTransaction({ status: 'success' })));
    order.mockResolvedValue(makeOrder({ status: 'paid' }));
    store.dispatch(
      socketEventReceived({ event: SOCKET_EVENTS.paymentStatus, payload: { transactionId: 't1', orderId: 'o1', status: 'success', orderStatus: 'paid' } }),
    );
    await flush();
    expect(search).toHaveBeenCalledTimes(2);
    expect(store.getState().paymentStatus.phase).toBe('paid');
  });

  it('does not take the socket payload as proof: a "success" event with the server still saying pending stays pending', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'pending' })));
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    store.dispatch(
      socketEventReceived({ event: SOCKET_EVENTS.paymentStatus, payload: { transactionId: 't1', orderId: 'o1', status: 'success', orderStatus: 'paid' } }),
    );
    await flush();
    expect(store.getState().paymentStatus.phase).toBe('pending');
  });

  it('once paid, takes the bought products out of the cart and keeps the rest', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'success' })));
    order.mockResolvedValue(makeOrder({ status: 'paid', lines: [makeOrderLine({ objectId: SHIRT })] }));
    const store = startStore();
    store.dispatch({
      type: 'cart/cartRestored',
      payload: [
        { _id: SHIRT, quantity: 2 },
        { _id: OTHER, quantity: 1 },
      ],
    });
    store.dispatch(couponApplied({ code: 'WELCOME10', discount: 0.1, expiredDate: '2027-01-01', numberOfUses: 3 }));
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    expect(store.getState().cart).toEqual({ total: 1, items: [{ _id: OTHER, quantity: 1 }] });
    expect(store.getState().checkout.coupon.data).toBeNull();
  });

  it('says failed for a declined payment, and stops', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'failed' })));
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    expect(store.getState().paymentStatus).toMatchObject({ phase: 'failed', transaction: { status: 'failed' } });
    await jest.advanceTimersByTimeAsync(RECHECK_MS * 2);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('keeps trying through a failed check, showing why', async () => {
    search.mockRejectedValueOnce({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable' });
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    expect(store.getState().paymentStatus).toMatchObject({ phase: 'checking', error: { status: 503 } });
    search.mockResolvedValue(list(makeTransaction({ status: 'pending' })));
    await jest.advanceTimersByTimeAsync(RECHECK_MS);
    expect(store.getState().paymentStatus).toMatchObject({ phase: 'pending', error: null });
  });

  it('stops asking by itself after a while, and starts again when asked', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'pending' })));
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await jest.advanceTimersByTimeAsync(WATCH_FOR_MS + RECHECK_MS);
    expect(store.getState().paymentStatus.gaveUp).toBe(true);
    const calls = search.mock.calls.length;
    await jest.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(search).toHaveBeenCalledTimes(calls);
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    expect(store.getState().paymentStatus.gaveUp).toBe(false);
    expect(search).toHaveBeenCalledTimes(calls + 1);
  });

  it('stops when the page closes', async () => {
    search.mockResolvedValue(list(makeTransaction({ status: 'pending' })));
    const store = startStore();
    store.dispatch(paymentWatchStarted('t1'));
    await flush();
    store.dispatch(paymentWatchStopped());
    await jest.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('answers not found for a transaction the caller does not have', async () => {
    search.mockResolvedValue(list(makeTransaction({ _id: 'someone-elses' })));
    expect(await recordSaga(checkPayment, undefined)).toEqual([paymentNotFound()]);
  });
});
