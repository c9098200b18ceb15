import { CATALOGUE_ROUTES, paths } from '../../lib/catalogue';
import { PAGE_ROUTES } from '../../lib/constants';
import type { Order } from '../../types/checkout';
import ButtonLink from '../common/button-link';
import Link from '../common/link';
import LightResult from '../common/light-result';
import styles from './payment.module.css';

/** A paid subscription order: what was subscribed to, a way to its unlocked content, and to the fan's subscriptions. */
export default function SubscriptionPaid({ order, amount }: { order: Order; amount: string }) {
  const line = order.lines.find((l) => l.objectType === 'subscription') ?? null;
  const performer = line?.performerId ? { _id: line.performerId, name: line.performerName ?? 'the performer' } : null;
  // The line names whom it is for ("Monthly: Demo Performer"): frozen at checkout.
  const what = line?.name ?? 'Subscription';
  return (
    <LightResult
      status="success"
      title="You're subscribed, thank you!"
      subTitle={`${what} · ${amount}`}
      data-testid="payment-paid"
      extra={
        <div className={styles.paid}>
          <p className={styles.lead} data-testid="subscription-paid">
            {performer
              ? `${performer.name}'s subscriber-only videos and galleries are unlocked.`
              : "Every performer's subscriber-only videos and galleries are unlocked."}
          </p>
          <ButtonLink
            href={performer ? paths.performer({ _id: performer._id, username: '' }) : CATALOGUE_ROUTES.videos}
            type="primary"
            size="large"
            shape="round"
          >
            {performer ? `Go to ${performer.name}` : 'Watch videos'}
          </ButtonLink>
          <Link href={PAGE_ROUTES.subscriptions}>Manage your subscriptions</Link>
        </div>
      }
    />
  );
}
