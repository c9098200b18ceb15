import DownloadsList from '../../components/orders/downloads-list';
import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import { loadDownloads } from '../../redux/page-loaders';

/** /user/downloads: the digital products the signed-in user owns (all at once, no filters), each ready to download. */
export default createPurchaseListPage({
  testId: 'downloads-page',
  title: 'Your downloads',
  heading: 'Downloads',
  subtitle: 'The digital products you bought. Each download link is made fresh when you click.',
  noun: 'products',
  total: (s) => s.downloads.total,
  load: (store, _filters, options) => loadDownloads(store, options),
  List: DownloadsList,
});
