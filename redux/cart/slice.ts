import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartItemsFrom, isCartId, lineQuantity, MAX_CART_LINES } from './stored-cart';

/** One line of the cart: a product and how many of it. */
export interface CartItem {
  _id: string;
  quantity: number;
}

/** Spec 3: the cart is `total` and `items`; `total` is the number of pieces in it. */
export interface CartState {
  total: number;
  items: CartItem[];
}

export const initialCartState: CartState = { total: 0, items: [] };

const sumOfQuantities = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Spec 4, word for word: add appends only the items not already present and raises the total by the
 * number added (a product enters with quantity 1: its quantity is then set with update); remove lowers
 * the total (by the removed lines' quantities, so that it stays the sum); clear empties the cart; update
 * sets an item's quantity (default 1) and recomputes the total as the sum of quantities.
 */
const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartItemsAdded(state, action: PayloadAction<Pick<CartItem, '_id'>[]>) {
      for (const { _id } of action.payload) {
        if (!isCartId(_id) || state.items.length >= MAX_CART_LINES) continue;
        const id = _id.toLowerCase();
        if (state.items.some((item) => item._id === id)) continue;
        state.items.push({ _id: id, quantity: 1 });
        state.total += 1;
      }
    },
    cartItemsRemoved(state, action: PayloadAction<string[]>) {
      const removed = new Set(action.payload.map((id) => String(id).toLowerCase()));
      const kept = state.items.filter((item) => !removed.has(item._id));
      state.total -= sumOfQuantities(state.items) - sumOfQuantities(kept);
      state.items = kept;
    },
    cartCleared() {
      return initialCartState;
    },
    cartItemUpdated(state, action: PayloadAction<{ _id: string; quantity?: number }>) {
      const item = state.items.find((line) => line._id === String(action.payload._id).toLowerCase());
      if (!item) return;
      item.quantity = lineQuantity(action.payload.quantity ?? 1);
      state.total = sumOfQuantities(state.items);
    },
    /** The app shell asks for the stored cart once mounted (see sagas.ts). */
    cartRestoreRequested() {},
    /** The list read back from local storage, whatever it holds: it is repaired here (stored-cart.ts). */
    cartRestored(_state, action: PayloadAction<unknown>) {
      const items = cartItemsFrom(action.payload);
      return { items, total: sumOfQuantities(items) };
    },
  },
});

export const { cartItemsAdded, cartItemsRemoved, cartCleared, cartItemUpdated, cartRestoreRequested, cartRestored } = cartSlice.actions;
export const cartActionPrefix = `${cartSlice.name}/`;
export default cartSlice.reducer;
