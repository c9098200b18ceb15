import { transactionService } from '../../services/transaction.service';
import { createListSagas } from '../lists/list-sagas';
import { transactionsActions } from './slice';

export const transactionsSagas = createListSagas(transactionsActions, transactionService.search);
export default transactionsSagas.watch;
