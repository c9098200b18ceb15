import { useMemo } from 'react';
import { commonFilters, type EarningsFilters } from '../../lib/earnings-filters';
import { formatDate } from '../../lib/format';
import { percent } from '../../lib/money';
import { EARNING_SOURCES } from '../../lib/studio';
import { earningsActions } from '../../redux/earnings/slice';
import { useAppSelector } from '../../redux/hooks';
import type { Earning } from '../../types/earnings';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';

function payout(earning: Earning) {
  if (earning.status === 'reversed') return { label: 'Reversed', color: 'red' } as const;
  return earning.isPaid ? ({ label: 'Paid out', color: 'green' } as const) : ({ label: 'Unpaid', color: 'gold' } as const);
}

/** The earnings, newest first: what sold (and to whom), when, gross, commission, net, and whether it is paid out. */
export default function EarningsList({ filters }: { filters: EarningsFilters }) {
  const list = useAppSelector((s) => s.earnings.list);
  const query = useMemo(() => commonFilters(filters), [filters]);
  const request = usePageRequest(earningsActions, query);
  const money = useMoney();
  const filtered = Boolean(filters.fromDate || filters.toDate || filters.sourceType || filters.isPaid);
  return (
    <PagedList
      list={list}
      noun="earnings"
      emptyText={filtered ? 'No earnings match these filters.' : 'No earnings yet: every sale and subscription you are paid for shows here.'}
      emptyTestId="earnings-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="earnings-list">
        {list.items.map((earning) => (
          <li key={earning._id} className={styles.row} data-testid="earning-row">
            <div>
              <div className={styles.rowTitle}>
                {earning.name}
                {earning.quantity > 1 && ` × ${earning.quantity}`}
              </div>
              <div className={styles.rowFacts}>
                <span>{EARNING_SOURCES[earning.sourceType]}</span>
                <span>{formatDate(earning.createdAt)}</span>
                <span>Order #{earning.orderNumber}</span>
                <span>{earning.buyer.name || earning.buyer.username}</span>
                <span>
                  {money(earning.grossPrice)} − {money(earning.commission)} commission ({percent(earning.commissionRate)})
                </span>
                {earning.paidAt && <span>Paid out {formatDate(earning.paidAt)}</span>}
              </div>
            </div>
            <div className={styles.rowAside}>
              <span className={`${styles.amount} ${earning.status === 'reversed' ? styles.reversed : ''}`} title="Net">
                {money(earning.netPrice)}
              </span>
              <StatusTag look={payout(earning)} />
            </div>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
