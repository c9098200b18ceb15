import { useState } from 'react';
import FollowingRow from '../../components/follow/following-row';
import styles from '../../components/follow/following.module.css';
import LoadMore from '../../components/common/load-more';
import LoadedList from '../../components/common/loaded-list';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import { useLoaded } from '../../components/common/use-loaded';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { followService } from '../../services/follow.service';
import type { LimelightPage } from '../../types/page';

const PAGE = 24;

/** /user/following: the creators the signed-in fan follows or subscribes to, with where they stand. */
const FollowingPage: LimelightPage = () => {
  const { loaded, set } = useLoaded(() => followService.following({ limit: PAGE }), 'following');
  const [more, setMore] = useState(false);
  const loadMore = async () => {
    if (loaded.state !== 'ready') return;
    setMore(true);
    try {
      const next = await followService.following({ limit: PAGE, offset: loaded.data.data.length });
      set({ data: [...loaded.data.data, ...next.data], total: next.total });
    } catch (error) {
      notify.error(errorMessage(error, 'More could not be loaded: try again in a moment.'));
    } finally {
      setMore(false);
    }
  };
  return (
    <div className="page-container" data-testid="following-page">
      <PageTitle title="Following" />
      <PageHeading
        title="Following"
        subtitle="The creators whose new posts reach your feed: those you follow for free and those you subscribe to."
        count={loaded.state === 'ready' ? loaded.data.total : undefined}
        noun="creators"
      />
      <LoadedList loaded={loaded} empty="You follow no one yet. Follow a creator from their page: it is free.">
        {(items) => (
          <>
            <ul className={styles.list}>
              {items.map((item) => (
                <FollowingRow key={item.performer._id} item={item} />
              ))}
            </ul>
            {loaded.state === 'ready' && (
              <LoadMore shown={items.length} total={loaded.data.total} loading={more} onLoadMore={() => void loadMore()} noun="creators" />
            )}
          </>
        )}
      </LoadedList>
    </div>
  );
};

FollowingPage.authenticate = true;

export default FollowingPage;
