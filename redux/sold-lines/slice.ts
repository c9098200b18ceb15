import { createAction } from '@reduxjs/toolkit';
import type { OrderLine } from '../../types/checkout';
import type { SoldLinesQuery } from '../../types/studio';
import { createListSlice } from '../lists/list-slice';

/** The seller changed a line's delivery (PUT /orders/:id/update answered the line): the list shows it at once. */
export const soldLineUpdated = createAction<OrderLine>('soldLines/lineUpdated');

/** /performer/orders: the lines the performer sold (GET /orders/details/search), by order and delivery status. */
const soldLinesSlice = createListSlice<OrderLine, SoldLinesQuery>('soldLines', {
  extraReducers: (builder) =>
    builder.addCase(soldLineUpdated, (state, action) => {
      const index = state.items.findIndex((line) => line._id === action.payload._id);
      if (index >= 0) state.items[index] = { ...state.items[index], ...action.payload };
    }),
});

export const soldLinesActions = soldLinesSlice.actions;
export default soldLinesSlice.reducer;
