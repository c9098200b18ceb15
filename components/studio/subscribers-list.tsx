import { formatDate } from '../../lib/format';
import { SUBSCRIPTION_STATUSES, periodLabel } from '../../lib/studio';
import { useAppSelector } from '../../redux/hooks';
import { performerSubscribersActions } from '../../redux/performer-subscribers/slice';
import type { PerformerSubscribersQuery, Subscriber } from '../../types/subscriptions';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';

/** When the subscription's paid time ends, in the words of its state. */
function periodEnd(subscriber: Subscriber): string {
  const until = formatDate(subscriber.currentPeriodEnd);
  if (subscriber.status === 'expired') return `Ended ${formatDate(subscriber.endedAt ?? subscriber.currentPeriodEnd)}`;
  if (subscriber.status === 'active' && subscriber.nextChargeAt) return `Renews ${formatDate(subscriber.nextChargeAt)}`;
  if (subscriber.status === 'past_due' && subscriber.graceUntil) return `Grace until ${formatDate(subscriber.graceUntil)}`;
  return `Until ${until}`;
}

/** The performer's subscribers: who, which package, status, since when, until when, and what they paid in all. */
export default function SubscribersList({ filters }: { filters: PerformerSubscribersQuery }) {
  const list = useAppSelector((s) => s.performerSubscribers);
  const request = usePageRequest(performerSubscribersActions, filters);
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="subscribers"
      emptyText={filters.status ? 'No subscribers match this status.' : 'No subscribers yet: people who subscribe to your packages show here.'}
      emptyTestId="subscribers-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="subscribers-list">
        {list.items.map((subscriber) => (
          <li key={subscriber._id} className={styles.row} data-testid="subscriber-row">
            <div>
              <div className={styles.rowTitle}>
                {subscriber.subscriber.name || subscriber.subscriber.username} <span className={styles.muted}>@{subscriber.subscriber.username}</span>
              </div>
              <div className={styles.rowFacts}>
                <span>
                  {subscriber.package?.name ?? 'Package removed'} · {money(subscriber.price)} {periodLabel(subscriber.periodDays)}
                  {subscriber.recurring ? '' : ' (one-off)'}
                </span>
                <span>Since {formatDate(subscriber.startedAt)}</span>
                <span>{periodEnd(subscriber)}</span>
              </div>
            </div>
            <div className={styles.rowAside}>
              <StatusTag look={SUBSCRIPTION_STATUSES[subscriber.status]} />
              <span className={styles.amount} title="Paid so far">
                {money(subscriber.totalPaid)} paid
              </span>
            </div>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
