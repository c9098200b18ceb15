import { productService } from '../../services/product.service';
import { createListSagas } from '../lists/list-sagas';
import { productsActions } from './slice';

export const productsSagas = createListSagas(productsActions, productService.search);
export default productsSagas.watch;
