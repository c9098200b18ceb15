import { productService } from '../../services/product.service';
import { createListSagas } from '../lists/list-sagas';
import { downloadsActions } from './slice';

export const downloadsSagas = createListSagas(downloadsActions, (_query: Record<string, never>, options) => productService.downloads(options));
export default downloadsSagas.watch;
