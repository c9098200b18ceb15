import { paths } from '../../lib/catalogue';
import { useAppSelector } from '../../redux/hooks';
import { ownVideosActions } from '../../redux/own-videos/slice';
import type { OwnAssetsQuery, OwnVideo } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';
import VideoState from './video-state';

const ACCESS: Record<OwnVideo['access'], string> = { free: 'Free', subscribers: 'Subscribers only', sale: 'For sale' };

/** The performer's own videos, each linking to its public page, with its state and what can be done about it. */
export default function OwnVideosList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownVideos);
  const request = usePageRequest(ownVideosActions, filters);
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="videos"
      emptyText={filters.status ? 'No videos have this status.' : 'No videos yet.'}
      emptyTestId="own-videos-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="own-videos-list">
        {list.items.map((video) => (
          <OwnAssetRow
            key={video._id}
            href={paths.video(video)}
            title={video.title}
            image={video.thumbnail}
            publication={video.publication}
            publishedAt={video.publishedAt}
            kind={ACCESS[video.access]}
            price={video.isSale ? money(video.price) : 'Not sold alone'}
            stats={video.stats}
            salesCount={video.salesCount}
            revenue={video.revenue}
            state={<VideoState video={video} />}
          />
        ))}
      </ul>
    </PagedList>
  );
}
