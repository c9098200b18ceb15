import { paths } from '../../lib/catalogue';
import { emptyOwnListText } from '../../lib/studio';
import { useAppSelector } from '../../redux/hooks';
import { ownVideosActions } from '../../redux/own-videos/slice';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnAssetsQuery, OwnVideo } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import BulkBar from './bulk-bar';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';
import { useSelection } from './use-selection';
import VideoState from './video-state';

const ACCESS: Record<OwnVideo['access'], string> = { free: 'Free', subscribers: 'Subscribers only', sale: 'For sale' };

/** The performer's own videos, each linking to its public page, with its state and what can be done about it; several at once by choosing them. */
export default function OwnVideosList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownVideos);
  const request = usePageRequest(ownVideosActions, filters);
  const selection = useSelection(
    list.items.map((video) => video._id),
    filters,
  );
  const money = useMoney();
  return (
    <PagedList list={list} noun="videos" emptyText={emptyOwnListText(filters, 'videos', 'No videos yet.')} emptyTestId="own-videos-empty" request={request}>
      <BulkBar items={list.items} selection={selection} run={ownVideosService.bulk} changesAccess onDone={() => request(0)} />
      <ul className={styles.rows} data-testid="own-videos-list">
        {list.items.map((video) => (
          <OwnAssetRow
            key={video._id}
            item={video}
            href={paths.video(video)}
            title={video.title}
            image={video.thumbnail}
            kind={ACCESS[video.access]}
            price={video.isSale ? money(video.price) : 'Not sold alone'}
            state={<VideoState video={video} />}
            selection={{ selected: selection.isSelected(video._id), onSelect: (on) => selection.select(video._id, on) }}
          />
        ))}
      </ul>
    </PagedList>
  );
}
