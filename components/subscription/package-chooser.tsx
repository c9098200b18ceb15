import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { OfferedPackages } from '../../redux/subscriptions/slice';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import type { SubscriptionPackage } from '../../types/subscriptions';
import LightAlert from '../common/light-alert';
import { useSignInFirst } from '../common/use-sign-in-first';
import PackageCard from './package-card';
import styles from './subscription.module.css';

interface Props {
  packages: OfferedPackages;
  /** Whose packages `packages.performer` are; null: the site's alone are offered. */
  performerName: string | null;
}

/**
 * The packages a fan can choose from (the performer's, then the site's all-access ones), each with its Choose
 * button: POST /payment/subscribe, then off to the payment page. A refusal (409: already subscribed) is shown
 * above them in the server's words.
 */
export default function PackageChooser({ packages, performerName }: Props) {
  const dispatch = useAppDispatch();
  const subscribe = useAppSelector((s) => s.subscriptions.subscribe);
  const { ensureSignedIn } = useSignInFirst();
  const choose = (pack: SubscriptionPackage) => {
    if (ensureSignedIn()) dispatch(subscriptionsActions.subscribeRequested({ packageId: pack._id }));
  };
  const list = (items: SubscriptionPackage[], testId: string) => (
    <ul className={styles.packages} data-testid={testId}>
      {items.map((pack) => (
        <PackageCard
          key={pack._id}
          pack={pack}
          onChoose={choose}
          choosing={subscribe.requesting && subscribe.packageId === pack._id}
          disabled={subscribe.requesting}
        />
      ))}
    </ul>
  );
  return (
    <div data-testid="package-chooser">
      {subscribe.error && <LightAlert type="warning" showIcon title={subscribe.error.message} className={styles.error} data-testid="subscribe-error" />}
      {performerName && packages.performer.length > 0 && (
        <section className={styles.section} aria-label={`${performerName}'s packages`}>
          <h3 className={styles.sectionTitle}>{performerName} only</h3>
          <p className={styles.hint}>{performerName}&apos;s subscriber-only videos and galleries.</p>
          {list(packages.performer, 'performer-packages')}
        </section>
      )}
      {packages.site.length > 0 && (
        <section className={styles.section} aria-label="All-access packages">
          <h3 className={styles.sectionTitle}>All access</h3>
          <p className={styles.hint}>Every performer's subscriber-only videos and galleries.</p>
          {list(packages.site, 'site-packages')}
        </section>
      )}
    </div>
  );
}
