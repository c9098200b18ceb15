import { formatDate } from '../../lib/format';
import { GATEWAYS, TRANSACTION_STATUSES, TRANSACTION_TYPES, orderPath } from '../../lib/purchases';
import { useAppSelector } from '../../redux/hooks';
import { transactionsActions } from '../../redux/transactions/slice';
import type { UserTransactionsQuery } from '../../types/checkout';
import Link from '../common/link';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import StatusTag from './status-tag';
import styles from './purchases.module.css';

interface Props {
  /** The filters the shown page was loaded with; load-more keeps them. */
  filters: UserTransactionsQuery;
}

/** The user's payments, newest first: what each paid for (linking to its order), date, type, gateway, status, amount. */
export default function TransactionsList({ filters }: Props) {
  const list = useAppSelector((s) => s.transactions);
  const request = usePageRequest(transactionsActions, filters);
  const money = useMoney();
  const filtered = Boolean(filters.status || filters.type);
  return (
    <PagedList
      list={list}
      noun="transactions"
      emptyText={filtered ? 'No transactions match these filters.' : 'No transactions yet: your payments show here.'}
      emptyTestId="transactions-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="transactions-list">
        {list.items.map((transaction) => (
          <li key={transaction._id} className={`${styles.row} ${styles.transactionRow}`} data-testid="transaction-row">
            <Link href={orderPath(transaction.orderId)} className={styles.rowTitle}>
              {transaction.description}
            </Link>
            <span className={styles.rowDate}>{formatDate(transaction.createdAt)}</span>
            <span className={styles.rowText}>
              {TRANSACTION_TYPES[transaction.type]} · {GATEWAYS[transaction.gateway]}
            </span>
            <span className={styles.rowStatus}>
              <StatusTag look={TRANSACTION_STATUSES[transaction.status]} />
            </span>
            <span className={styles.rowAmount}>{money(transaction.amount)}</span>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
