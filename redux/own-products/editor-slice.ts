import { createAction } from '@reduxjs/toolkit';
import type { OwnProductDetail } from '../../types/product';
import { createResourceSlice } from '../lists/resource-slice';

/** A write answered the product as it is now (or it was read again): the editor shows it, if it is the one open. */
export const ownProductSaved = createAction<OwnProductDetail>('ownProduct/saved');

/** /performer/products/[id]: the product being edited (GET /performer/assets/products/:id/view), kept current by each write's answer. */
const ownProductSlice = createResourceSlice<OwnProductDetail | null, { id: string }, 'requesting'>('ownProduct', 'requesting', null, (builder) =>
  builder.addCase(ownProductSaved, (state, { payload }) => {
    if (state.data?._id === payload._id) state.data = payload;
  }),
);

export const ownProductActions = ownProductSlice.actions;
export default ownProductSlice.reducer;
