import type { Transaction, UserTransactionsQuery } from '../../types/checkout';
import { createListSlice } from '../lists/list-slice';

/** /user/transactions: the signed-in user's transactions (GET /transactions/user/search), filtered by status and type. */
const transactionsSlice = createListSlice<Transaction, UserTransactionsQuery>('transactions');

export const transactionsActions = transactionsSlice.actions;
export default transactionsSlice.reducer;
