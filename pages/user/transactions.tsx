import ListingFilters from '../../components/common/listing-filters';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import TransactionsList from '../../components/orders/transactions-list';
import { queryFilters } from '../../lib/listing-query';
import { TRANSACTION_FILTERS, TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_OPTIONS } from '../../lib/purchases';
import { requestOptions } from '../../lib/request-options';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadTransactions } from '../../redux/page-loaders';
import type { UserTransactionsQuery } from '../../types/checkout';
import type { LimelightPage } from '../../types/page';

type Props = { filters: UserTransactionsQuery };

const SELECTS = [
  { name: 'status', label: 'Transaction status', options: TRANSACTION_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true },
  { name: 'type', label: 'Transaction type', options: TRANSACTION_TYPE_OPTIONS, placeholder: 'All types', clearable: true },
];

/** /user/transactions: the signed-in user's payments, newest first, by status and type (?status=&type=), with load-more. */
const TransactionsPage: LimelightPage<Props> = ({ filters }) => {
  const total = useAppSelector((s) => s.transactions.total);
  return (
    <div className="page-container" data-testid="transactions-page">
      <PageTitle title="Your transactions" />
      <PageHeading title="Transactions" subtitle="Every payment you made, and how it went." count={total} noun="transactions" nounOne="transaction" />
      <ListingFilters selects={SELECTS} values={filters} />
      <TransactionsList filters={filters} />
    </div>
  );
};

TransactionsPage.getInitialProps = async (ctx) => {
  const filters = queryFilters(TRANSACTION_FILTERS, ctx.query) as UserTransactionsQuery;
  await loadTransactions(storeOf(ctx), filters, requestOptions(ctx.req));
  return { filters };
};
TransactionsPage.authenticate = true;

export default TransactionsPage;
