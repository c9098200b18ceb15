import type { OwnAssetsQuery, OwnProduct } from '../../types/studio';
import { createListSlice } from '../lists/list-slice';

/** /performer/products: the performer's own products (GET /performer/assets/products/search), of one status or all. */
const ownProductsSlice = createListSlice<OwnProduct, OwnAssetsQuery>('ownProducts');

export const ownProductsActions = ownProductsSlice.actions;
export default ownProductsSlice.reducer;
