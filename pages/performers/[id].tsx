import CommentSection from '../../components/comment/comment-section';
import PageError from '../../components/common/page-error';
import SeoMeta from '../../components/common/seo-meta';
import PerformerAbout from '../../components/performer/performer-about';
import PerformerHeader from '../../components/performer/performer-header';
import styles from '../../components/performer/profile-layout.module.css';
import PerformerTabs, { PERFORMER_TABS, type PerformerTab } from '../../components/performer/performer-tabs';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import type { RequestError } from '../../lib/errors';
import { plainText } from '../../lib/format';
import { firstValue } from '../../lib/listing-query';
import { routeId, setFailureStatus } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadCreatorPosts, loadListing, loadPerformerProfile } from '../../redux/page-loaders';
import type { LimelightPage } from '../../types/page';

interface Props {
  tab: PerformerTab;
  origin: string;
}

/** No profile and no failure: nothing was asked (not a 404). */
const NOT_LOADED: RequestError = { message: '', status: 0 };

const PerformerPage: LimelightPage<Props> = ({ tab, origin }) => {
  const profile = useAppSelector((s) => s.performers.profile);
  // A tab change loads the page again (profile re-requested): the shown profile stays meanwhile, rather than
  // the page turning into an error page for a moment (losing the scroll position and the focused tab).
  const performer = profile.success || profile.requesting ? profile.data : null;
  if (!performer) {
    return <PageError error={profile.error ?? NOT_LOADED} noun="performer" backHref={CATALOGUE_ROUTES.performers} backLabel="Browse performers" />;
  }
  return (
    <div className="page-container" data-testid="performer-page">
      <SeoMeta
        title={performer.name}
        description={plainText(performer.bio) || `${performer.name} (@${performer.username}): videos, galleries and products.`}
        image={performer.avatar || performer.cover}
        origin={origin}
        type="profile"
      />
      <PerformerHeader performer={performer} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PerformerTabs performer={performer} tab={tab} />
        </div>
        <div className={styles.aside}>
          <PerformerAbout performer={performer} />
        </div>
        <div className={styles.comments}>
          <CommentSection objectType="performer" objectId={performer._id} ownerId={performer._id} />
        </div>
      </div>
    </div>
  );
};

PerformerPage.getInitialProps = async (ctx) => {
  const store = storeOf(ctx);
  const options = requestOptions(ctx.req);
  const requested = firstValue(ctx.query.tab) as PerformerTab;
  const tab = PERFORMER_TABS.includes(requested) ? requested : 'videos';
  await loadPerformerProfile(store, routeId(ctx), options);
  const { profile } = store.getState().performers;
  if (profile.success && profile.data) {
    const performerId = profile.data._id;
    if (tab === 'posts') await loadCreatorPosts(store, performerId, options);
    else await loadListing(store, tab, { performerId }, options);
  } else {
    // 404 when the API said 404 (see lib/page-data.ts), whatever its message says.
    setFailureStatus(ctx, profile.error ?? NOT_LOADED);
  }
  return { tab, origin: requestOrigin(ctx.req) };
};

export default PerformerPage;
