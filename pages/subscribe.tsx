import ButtonLink from '../components/common/button-link';
import LightResult from '../components/common/light-result';
import PageHeading from '../components/common/page-heading';
import PageTitle from '../components/common/page-title';
import PackageChooser from '../components/subscription/package-chooser';
import styles from '../components/subscription/subscription.module.css';
import { useCurrentSubscription } from '../components/subscription/use-current-subscription';
import { CATALOGUE_ROUTES } from '../lib/catalogue';
import { PAGE_ROUTES } from '../lib/constants';
import { toRequestError } from '../lib/errors';
import { redirect } from '../lib/redirect';
import { requestOptions } from '../lib/request-options';
import { standingText } from '../lib/subscriptions';
import { subscriptionService } from '../services/subscription.service';
import type { LimelightPage } from '../types/page';
import type { SubscriptionPackage } from '../types/subscriptions';

interface Props {
  packages: SubscriptionPackage[];
  /** The packages could not be loaded. */
  error: string | null;
}

/**
 * /subscribe: the site-wide (all-access) packages to choose from, where the home page's "Subscribe and save"
 * leads. With none on offer it sends on to the performers (each has their own); a member whose all-access
 * subscription is running is told so instead of being asked again.
 */
const SubscribePage: LimelightPage<Props> = ({ packages, error }) => {
  const { subscription, pending } = useCurrentSubscription(null);
  if (subscription?.hasAccess) {
    return (
      <div className={`page-container ${styles.page}`} data-testid="subscribe-page">
        <PageTitle title="All access" />
        <LightResult
          status="success"
          title="You have all access"
          subTitle={`Every performer's subscriber-only videos and galleries are yours. ${standingText(subscription)}.`}
          data-testid="site-subscribed"
          extra={
            <>
              <ButtonLink href={CATALOGUE_ROUTES.videos} type="primary" shape="round">
                Watch videos
              </ButtonLink>{' '}
              <ButtonLink href={PAGE_ROUTES.subscriptions} shape="round">
                Manage subscriptions
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className={`page-container ${styles.page}`} data-testid="subscribe-page">
      <PageTitle title="Subscribe and save" />
      <PageHeading title="Subscribe and save" subtitle="One subscription unlocks every performer's subscriber-only videos and galleries." />
      {error ? (
        <LightResult
          status="warning"
          title="We couldn't load the subscriptions"
          subTitle={error}
          data-testid="subscribe-page-error"
          extra={
            <ButtonLink href={CATALOGUE_ROUTES.performers} type="primary">
              Browse performers
            </ButtonLink>
          }
        />
      ) : (
        !pending && <PackageChooser packages={{ performer: [], site: packages }} performerName={null} />
      )}
    </div>
  );
};

SubscribePage.getInitialProps = async (ctx) => {
  try {
    const { data } = await subscriptionService.packages({ siteWide: 'true', active: 'true' }, requestOptions(ctx.req));
    // No all-access package: each performer offers their own on their profile.
    if (data.length === 0) await redirect(ctx, CATALOGUE_ROUTES.performers);
    return { packages: data, error: null };
  } catch (error) {
    return { packages: [], error: toRequestError(error, 'Please try again later.').message };
  }
};

export default SubscribePage;
