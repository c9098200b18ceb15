import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import OwnVideosList from '../../components/studio/own-videos-list';
import { studioPage } from '../../components/studio/studio-page';
import UploadVideoButton from '../../components/studio/upload-video-button';
import { ASSET_FILTERS, ownItemSelects } from '../../lib/studio';
import { loadOwnVideos } from '../../redux/studio-loaders';
import type { OwnAssetsQuery } from '../../types/studio';

/** /performer/videos: the performer's own videos (drafts and hidden ones too), by status (?status=), searched (?q=) and ordered (?sortBy=), and "Upload video". */
export default studioPage(
  'videos',
  createPurchaseListPage<OwnAssetsQuery>({
    testId: 'own-videos-page',
    title: 'Videos · Studio',
    heading: 'Your videos',
    subtitle: 'Upload videos, follow their processing, and see their price, views, likes and sales.',
    noun: 'videos',
    total: (s) => s.ownVideos.total,
    selects: ownItemSelects('Video'),
    searchLabel: 'Search your videos',
    rules: ASSET_FILTERS,
    load: loadOwnVideos,
    List: OwnVideosList,
    Extra: UploadVideoButton,
  }),
);
