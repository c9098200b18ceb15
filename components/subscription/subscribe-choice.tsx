import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import LightButton from '../common/light-button';
import Link from '../common/link';
import LightSpin from '../common/light-spin';
import PackageChooser from './package-chooser';
import styles from './subscription.module.css';

/** The Subscribe modal's content: its packages once loaded, or the loading, failure and nothing-on-offer states. */
export default function SubscribeChoice() {
  const dispatch = useAppDispatch();
  const { chooser, packages } = useAppSelector((s) => s.subscriptions);
  const offered = packages.data;
  if (packages.requesting || (!offered && !packages.error)) {
    return (
      <div className={styles.state} data-testid="packages-loading">
        <LightSpin size="large" />
      </div>
    );
  }
  if (!offered) {
    return (
      <div className={styles.state} role="alert" data-testid="packages-error">
        <span>We couldn&apos;t load the packages. {packages.error?.message}</span>
        <LightButton onClick={() => dispatch(subscriptionsActions.packagesRequested())}>Try again</LightButton>
      </div>
    );
  }
  const performerName = chooser.performer?.name ?? null;
  if (offered.site.length === 0 && (!performerName || offered.performer.length === 0)) {
    return (
      <div className={styles.state} data-testid="packages-empty">
        <span>{performerName ? `${performerName} offers no subscription yet.` : 'There is no all-access subscription on offer yet.'}</span>
        <Link href={CATALOGUE_ROUTES.performers} onClick={() => dispatch(subscriptionsActions.chooserClosed())}>
          Browse performers
        </Link>
      </div>
    );
  }
  return <PackageChooser packages={offered} performerName={performerName} />;
}
