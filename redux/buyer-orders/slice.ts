import type { BuyerOrdersQuery, Order } from '../../types/checkout';
import { createListSlice } from '../lists/list-slice';
import { orderActions } from '../order-actions/slice';

/** /user/orders: the signed-in buyer's orders (GET /orders/users/search), of one status or all. */
const buyerOrdersSlice = createListSlice<Order, BuyerOrdersQuery>('buyerOrders', {
  extraReducers: (builder) => {
    // An order cancelled from the list shows as cancelled at once.
    builder.addCase(orderActions.cancelSucceeded, (state, action) => {
      const i = state.items.findIndex((order) => order._id === action.payload._id);
      if (i >= 0) state.items[i] = action.payload as (typeof state.items)[number];
    });
  },
});

export const buyerOrdersActions = buyerOrdersSlice.actions;
export default buyerOrdersSlice.reducer;
