import { ownProductsService } from '../../services/own-products.service';
import { createListSagas } from '../lists/list-sagas';
import { ownProductsActions } from './slice';

export const ownProductsSagas = createListSagas(ownProductsActions, ownProductsService.search);
export default ownProductsSagas.watch;
