import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestError } from '../../lib/errors';
import type { Order, Transaction } from '../../types/checkout';

/**
 * What the success page knows of one payment. `paid` only once the server says the transaction succeeded
 * (never from the page's address or from the gateway's redirect alone); `failed` covers every other final
 * status (failed, expired, refunded...); `notFound`: the caller has no such transaction.
 */
export type PaymentPhase = 'idle' | 'checking' | 'pending' | 'paid' | 'failed' | 'notFound';

export interface PaymentStatusState {
  transactionId: string | null;
  phase: PaymentPhase;
  transaction: Transaction | null;
  /** The paid order with its lines (what was bought, to link to). */
  order: Order | null;
  /** The last check failed (the watch goes on); cleared by the next good answer. */
  error: RequestError | null;
  /** Still pending after the page stopped re-checking by itself. */
  gaveUp: boolean;
}

export const initialPaymentStatusState: PaymentStatusState = {
  transactionId: null,
  phase: 'idle',
  transaction: null,
  order: null,
  error: null,
  gaveUp: false,
};

const paymentStatusSlice = createSlice({
  name: 'paymentStatus',
  initialState: initialPaymentStatusState,
  reducers: {
    paymentWatchStarted(state, action: PayloadAction<string>) {
      if (state.transactionId !== action.payload) return { ...initialPaymentStatusState, transactionId: action.payload, phase: 'checking' };
      state.gaveUp = false;
      if (state.phase === 'idle') state.phase = 'checking';
      return state;
    },
    paymentWatchStopped() {},
    paymentPending(state, action: PayloadAction<Transaction>) {
      state.phase = 'pending';
      state.transaction = action.payload;
      state.error = null;
    },
    paymentPaid(state, action: PayloadAction<{ transaction: Transaction; order: Order | null }>) {
      state.phase = 'paid';
      state.transaction = action.payload.transaction;
      state.order = action.payload.order;
      state.error = null;
    },
    paymentFailed(state, action: PayloadAction<Transaction>) {
      state.phase = 'failed';
      state.transaction = action.payload;
      state.error = null;
    },
    paymentNotFound(state) {
      state.phase = 'notFound';
      state.error = null;
    },
    paymentCheckFailed(state, action: PayloadAction<RequestError>) {
      state.error = action.payload;
    },
    paymentWatchGaveUp(state) {
      state.gaveUp = true;
    },
  },
});

export const { paymentWatchStarted, paymentWatchStopped, paymentPending, paymentPaid, paymentFailed, paymentNotFound, paymentCheckFailed, paymentWatchGaveUp } =
  paymentStatusSlice.actions;
export default paymentStatusSlice.reducer;
