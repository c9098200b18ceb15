import type { Product, ProductQuery } from '../../types/product';
import { createListSlice } from '../lists/list-slice';

/** The products listing: /products, a performer's products, search results. */
const productsSlice = createListSlice<Product, ProductQuery>('products');

export const productsActions = productsSlice.actions;
export default productsSlice.reducer;
