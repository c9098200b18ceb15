import { useState } from 'react';
import LightAvatar from '../../components/common/light-avatar';
import LightTag from '../../components/common/light-tag';
import LoadMore from '../../components/common/load-more';
import LoadedList from '../../components/common/loaded-list';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import { useLoaded } from '../../components/common/use-loaded';
import { useMoney } from '../../components/common/use-money';
import { studioPage } from '../../components/studio/studio-page';
import styles from '../../components/studio/studio.module.css';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { formatDate } from '../../lib/format';
import { tipService } from '../../services/tip.service';
import type { LimelightPage } from '../../types/page';
import type { ReceivedTip } from '../../types/tip';

/** Tips per page: the newest first, more with "Load more". */
const PAGE = 50;

function TipRow({ tip }: { tip: ReceivedTip }) {
  const money = useMoney();
  return (
    <li className={styles.row} data-testid="tip-row">
      <div className={styles.rowMain}>
        <LightAvatar src={tip.fan.avatar || DEFAULT_AVATAR} alt="" size={40} />
        <div>
          <div className={styles.rowTitle}>
            {tip.fan.name || 'Deleted user'} {tip.fan.username && <span className={styles.muted}>@{tip.fan.username}</span>}
          </div>
          {tip.message && (
            <p className={styles.tipMessage} data-testid="tip-message">
              {tip.message}
            </p>
          )}
          <div className={styles.rowFacts}>
            <span>{formatDate(tip.paidAt)}</span>
            {tip.on && <span>{tip.on.type === 'video' ? 'From a video' : tip.on.type === 'gallery' ? 'From a gallery' : 'From a post'}</span>}
          </div>
        </div>
      </div>
      <div className={styles.rowAside}>
        <span className={styles.amount}>{money(tip.amountCents)}</span>
        {tip.refunded && <LightTag color="purple">Refunded</LightTag>}
      </div>
    </li>
  );
}

/** /performer/tips: the tips fans sent, newest first, with who sent each, their message, and the total kept. */
const TipsPage: LimelightPage = () => {
  const { loaded, set } = useLoaded(() => tipService.received({ limit: PAGE }), 'tips');
  const [loadingMore, setLoadingMore] = useState(false);
  const money = useMoney();
  const loadMore = async () => {
    if (loaded.state !== 'ready') return;
    setLoadingMore(true);
    try {
      const page = await tipService.received({ limit: PAGE, offset: loaded.data.data.length });
      // Tips that came since push the older ones down a page: those already shown are not shown twice, and the
      // list keeps the count of its first load (the new ones come with the next load of the page).
      const known = new Set(loaded.data.data.map((tip) => tip._id));
      set({ ...loaded.data, data: [...loaded.data.data, ...page.data.filter((tip) => !known.has(tip._id))] });
    } catch (error) {
      notify.error(errorMessage(error, 'More tips could not be loaded. Try again.'));
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <div className="page-container" data-testid="tips-page">
      <PageTitle title="Tips · Studio" />
      <PageHeading
        title="Tips"
        subtitle={
          loaded.state === 'ready'
            ? `${money(loaded.data.totalCents)} in tips so far (refunds left out). They count in your earnings like any sale.`
            : 'What fans sent you, with their messages.'
        }
        count={loaded.state === 'ready' ? loaded.data.total : undefined}
        noun="tips"
      />
      <LoadedList loaded={loaded} empty="No tips yet: fans send them from your page, your posts and your videos.">
        {(items) => (
          <>
            <ul className={styles.rows} data-testid="tips-list">
              {items.map((tip) => (
                <TipRow key={tip._id} tip={tip} />
              ))}
            </ul>
            {loaded.state === 'ready' && (
              <LoadMore shown={items.length} total={loaded.data.total} loading={loadingMore} onLoadMore={() => void loadMore()} noun="tips" />
            )}
          </>
        )}
      </LoadedList>
    </div>
  );
};

export default studioPage('tips', TipsPage);
