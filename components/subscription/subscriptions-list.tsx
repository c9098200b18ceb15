import { CATALOGUE_ROUTES, paths } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import { isCancellable, isResumable, periodLabel, standingText, SUBSCRIPTION_STATUSES } from '../../lib/subscriptions';
import { useAppSelector } from '../../redux/hooks';
import { userSubscriptionsActions } from '../../redux/user-subscriptions/slice';
import type { Subscription, UserSubscriptionsQuery } from '../../types/subscriptions';
import Link from '../common/link';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import StatusTag from '../orders/status-tag';
import CancelSubscriptionButton from './cancel-subscription-button';
import ResumeSubscriptionButton from './resume-subscription-button';
import styles from './subscription.module.css';

const whose = (s: Subscription) => s.performer?.name ?? 'All access';

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const money = useMoney();
  const name = whose(subscription);
  return (
    <li className={styles.row} data-testid="subscription-row">
      <div className={styles.who}>
        {subscription.performer ? <Link href={paths.performer(subscription.performer)}>{name}</Link> : <span className={styles.whoName}>{name}</span>}
        <span className={styles.packageLabel}>
          {subscription.package?.name ?? 'Subscription'} · since {formatDate(subscription.startedAt)}
        </span>
      </div>
      <span className={styles.rowStatus}>
        <StatusTag look={SUBSCRIPTION_STATUSES[subscription.status]} />
      </span>
      <span className={styles.rowPrice}>
        {money(subscription.price)} {periodLabel(subscription.periodDays)}
        {!subscription.recurring && ' · one-off'}
      </span>
      <span className={styles.rowWhen}>{standingText(subscription)}</span>
      <span className={styles.rowAction}>
        {isCancellable(subscription) && <CancelSubscriptionButton subscription={subscription} name={name} />}
        {isResumable(subscription) && <ResumeSubscriptionButton subscription={subscription} name={name} />}
      </span>
    </li>
  );
}

/**
 * The fan's subscriptions: whose (to their profile), package, status, price and period, next charge or end, Cancel
 * (an active one) or Turn back on (a cancelled one whose period lasts).
 */
export default function SubscriptionsList({ filters }: { filters: UserSubscriptionsQuery }) {
  const list = useAppSelector((s) => s.userSubscriptions);
  const request = usePageRequest(userSubscriptionsActions, filters);
  return (
    <PagedList
      list={list}
      noun="subscriptions"
      emptyText={
        <>
          No subscriptions yet. <Link href={CATALOGUE_ROUTES.performers}>Find a performer to subscribe to</Link>.
        </>
      }
      emptyTestId="subscriptions-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="subscriptions-list">
        {list.items.map((subscription) => (
          <SubscriptionRow key={subscription._id} subscription={subscription} />
        ))}
      </ul>
    </PagedList>
  );
}
