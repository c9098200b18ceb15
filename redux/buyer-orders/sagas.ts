import { orderService } from '../../services/order.service';
import { createListSagas } from '../lists/list-sagas';
import { buyerOrdersActions } from './slice';

export const buyerOrdersSagas = createListSagas(buyerOrdersActions, orderService.search);
export default buyerOrdersSagas.watch;
