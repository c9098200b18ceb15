import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { PAGE_ROUTES } from '../../lib/constants';
import { standingText } from '../../lib/subscriptions';
import { useAppSelector } from '../../redux/hooks';
import { selectAuthUserId } from '../../redux/user/selectors';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import SubscribeButton from './subscribe-button';
import styles from './subscription.module.css';
import { useCurrentSubscription } from './use-current-subscription';

interface Props {
  /** `subscriptionPrice`: the cheapest monthly package that unlocks them (the profile's), null or absent: none known. */
  performer: { _id: string; name: string; subscriptionPrice?: number | null };
}

/** "Subscribe · $9.99/month" when the monthly price is known, else "Subscribe": the same for a visitor and a fan. */
export function subscribeLabel(price: number | null | undefined, money: (cents: number) => string): string {
  return price === null || price === undefined ? 'Subscribe' : `Subscribe · ${money(price)}/month`;
}

/**
 * A performer's profile: "Renews on ..." (or "Subscribed until ...", "Access until ...") for a fan whose
 * subscription (to them, or to the whole site) gives access now, else the Subscribe button.
 */
export default function SubscriptionStanding({ performer }: Props) {
  // A performer's id is their user id: nobody subscribes to themselves.
  const ownProfile = useAppSelector((s) => selectAuthUserId(s) === performer._id);
  const { subscription, pending } = useCurrentSubscription(performer._id);
  const money = useMoney();
  if (pending || ownProfile) return null;
  if (subscription?.hasAccess) {
    return (
      <span className={styles.standing} data-testid="subscription-standing">
        <CheckCircleFilled aria-hidden />
        <span>
          {subscription.performer ? 'Subscribed' : 'All access'} · {standingText(subscription)}
        </span>
        <Link href={PAGE_ROUTES.subscriptions} className={styles.standingLink}>
          Manage
        </Link>
      </span>
    );
  }
  return <SubscribeButton performer={{ _id: performer._id, name: performer.name }} label={subscribeLabel(performer.subscriptionPrice, money)} shape="round" />;
}
