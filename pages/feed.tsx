import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { useRouter } from 'next/router';
import FeedEntry from '../components/feed/feed-entry';
import { feedItemKey } from '../components/feed/feed-item';
import styles from '../components/feed/feed.module.css';
import InfiniteSentinel from '../components/feed/infinite-sentinel';
import { useFeed } from '../components/feed/use-feed';
import LightButton from '../components/common/light-button';
import { ListEmpty, ListError, ListInlineError } from '../components/common/list-status';
import LightSpin from '../components/common/light-spin';
import Link from '../components/common/link';
import PageHeading from '../components/common/page-heading';
import PageTitle from '../components/common/page-title';
import QueryTabs from '../components/common/query-tabs';
import { useQueryHref } from '../components/common/use-query-update';
import { CATALOGUE_ROUTES } from '../lib/catalogue';
import { PAGE_ROUTES } from '../lib/constants';
import { countOf } from '../lib/plural';
import { useAppSelector } from '../redux/hooks';
import type { FeedFilter } from '../types/feed';
import type { LimelightPage } from '../types/page';

const FILTERS: Array<{ key: FeedFilter; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'posts', label: 'Posts' },
  { key: 'videos', label: 'Videos' },
  { key: 'photos', label: 'Photos' },
];

const filterOf = (value: unknown): FeedFilter => FILTERS.find((f) => f.key === value)?.key ?? 'all';

/** /feed: what the creators the fan follows or subscribes to published, newest first, as the fan may see it. */
const FeedPage: LimelightPage = () => {
  const { query } = useRouter();
  const kind = filterOf(query.kind);
  const subscribed = query.subscribed === '1';
  const feed = useFeed(kind, subscribed);
  const arrived = useAppSelector((s) => s.feedNews.arrived);
  const hrefWith = useQueryHref();

  const showNew = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    void feed.reload();
  };

  return (
    <div className="page-container" data-testid="feed-page">
      <PageTitle title="Your feed" />
      <div className={styles.column}>
        <PageHeading title="Your feed" subtitle="New from the creators you follow and subscribe to." />
        <div className={styles.filters}>
          <Link href={hrefWith({ subscribed: subscribed ? undefined : '1' })} data-testid="feed-subscribed-only">
            {subscribed ? 'Showing subscriptions only: show all' : 'Subscriptions only'}
          </Link>
        </div>
        <QueryTabs tabs={FILTERS} active={kind} param="kind" label="What to show" testId="feed-filters">
          <div className={styles.column}>
            {arrived > 0 && (
              <LightButton
                type="primary"
                shape="round"
                className={styles.news}
                icon={<ArrowUpOutlined aria-hidden />}
                onClick={showNew}
                data-testid="feed-new-items"
              >
                {countOf(arrived, 'new items')}
              </LightButton>
            )}
            {feed.error && !feed.loaded ? (
              <ListError title="We couldn't load your feed" message={feed.error} onRetry={() => void feed.reload()} />
            ) : feed.loaded && feed.items.length === 0 ? (
              <ListEmpty testId="feed-empty">
                {subscribed ? 'Nothing yet from the creators you subscribe to.' : 'Nothing here yet. '}
                {!subscribed && (
                  <>
                    <Link href={CATALOGUE_ROUTES.performers}>Find creators to follow</Link>: their new posts, videos and photos will appear here.
                  </>
                )}
              </ListEmpty>
            ) : (
              <ul className={styles.list} aria-busy={feed.loading} data-testid="feed-items">
                {feed.items.map((item) => (
                  <li key={feedItemKey(item)}>
                    <FeedEntry item={item} />
                  </li>
                ))}
              </ul>
            )}
            {feed.loading && <LightSpin />}
            {feed.error && feed.loaded && <ListInlineError message={feed.error} onRetry={() => void feed.more()} />}
            {feed.next && !feed.error && <InfiniteSentinel onReached={() => void feed.more()} />}
            {feed.loaded && !feed.next && feed.items.length > 0 && (
              <p className={styles.end}>
                You are all caught up. <Link href={PAGE_ROUTES.following}>Your creators</Link>
              </p>
            )}
          </div>
        </QueryTabs>
      </div>
    </div>
  );
};

FeedPage.authenticate = true;

export default FeedPage;
