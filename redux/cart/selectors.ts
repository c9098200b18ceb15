import type { RootState } from '../root-reducer';

export const selectCartItems = (state: Pick<RootState, 'cart'>) => state.cart.items;
export const selectCartTotal = (state: Pick<RootState, 'cart'>) => state.cart.total;
export const selectInCart = (id: string | undefined) => (state: Pick<RootState, 'cart'>) =>
  Boolean(id) && state.cart.items.some((item) => item._id === id?.toLowerCase());
