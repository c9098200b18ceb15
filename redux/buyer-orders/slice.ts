import type { BuyerOrdersQuery, Order } from '../../types/checkout';
import { createListSlice } from '../lists/list-slice';

/** /user/orders: the signed-in buyer's orders (GET /orders/users/search), of one status or all. */
const buyerOrdersSlice = createListSlice<Order, BuyerOrdersQuery>('buyerOrders');

export const buyerOrdersActions = buyerOrdersSlice.actions;
export default buyerOrdersSlice.reducer;
