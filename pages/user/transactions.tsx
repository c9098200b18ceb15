import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import TransactionsList from '../../components/orders/transactions-list';
import { TRANSACTION_FILTERS, TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_OPTIONS } from '../../lib/purchases';
import { loadTransactions } from '../../redux/page-loaders';
import type { UserTransactionsQuery } from '../../types/checkout';

/** /user/transactions: the signed-in user's payments, newest first, by status and type (?status=&type=), with load-more. */
export default createPurchaseListPage<UserTransactionsQuery>({
  testId: 'transactions-page',
  title: 'Your transactions',
  heading: 'Transactions',
  subtitle: 'Every payment you made, and how it went.',
  noun: 'transactions',
  total: (s) => s.transactions.total,
  selects: [
    { name: 'status', label: 'Transaction status', options: TRANSACTION_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true },
    { name: 'type', label: 'Transaction type', options: TRANSACTION_TYPE_OPTIONS, placeholder: 'All types', clearable: true },
  ],
  rules: TRANSACTION_FILTERS,
  load: loadTransactions,
  List: TransactionsList,
});
