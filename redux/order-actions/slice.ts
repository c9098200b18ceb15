import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestError } from '../../lib/errors';
import type { Order } from '../../types/checkout';

/**
 * What the buyer does with an order left "Awaiting payment": pay it now (off to its open payment) or cancel it
 * (POST /orders/:id/cancel). `updated` holds the orders the server answered since their page loaded (the
 * order page and the list both show those); `cancelling` the cancels under way.
 */
export interface OrderActionsState {
  cancelling: Record<string, boolean>;
  updated: Record<string, Order>;
  errors: Record<string, RequestError>;
}

export const initialOrderActionsState: OrderActionsState = { cancelling: {}, updated: {}, errors: {} };

const orderActionsSlice = createSlice({
  name: 'orderActions',
  initialState: initialOrderActionsState,
  reducers: {
    /** "Pay now": the order's open payment (its paymentUrl). */
    payRequested(_state, _action: PayloadAction<{ orderId: string; paymentUrl: string }>) {},
    cancelRequested(state, action: PayloadAction<string>) {
      state.cancelling[action.payload] = true;
      delete state.errors[action.payload];
    },
    cancelSucceeded(state, action: PayloadAction<Order>) {
      delete state.cancelling[action.payload._id];
      state.updated[action.payload._id] = action.payload;
    },
    cancelFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      delete state.cancelling[action.payload.id];
      state.errors[action.payload.id] = action.payload.error;
    },
  },
});

export const orderActions = orderActionsSlice.actions;
export default orderActionsSlice.reducer;
