import { createPurchaseListPage } from '../../../components/orders/purchase-list-page';
import GalleryNewButton from '../../../components/studio/gallery-new-button';
import OwnGalleriesList from '../../../components/studio/own-galleries-list';
import { studioPage } from '../../../components/studio/studio-page';
import { ASSET_FILTERS, ASSET_STATUS_OPTIONS } from '../../../lib/studio';
import { loadOwnGalleries } from '../../../redux/studio-loaders';
import type { OwnAssetsQuery } from '../../../types/studio';

/** /performer/galleries: the performer's own galleries (drafts and hidden ones too), by status (?status=), and "New gallery". */
export default studioPage(
  'galleries',
  createPurchaseListPage<OwnAssetsQuery>({
    testId: 'own-galleries-page',
    title: 'Galleries · Studio',
    heading: 'Your galleries',
    subtitle: 'Make photo galleries, upload and order their photos, and see their price, views, likes and sales.',
    noun: 'galleries',
    total: (s) => s.ownGalleries.total,
    selects: [{ name: 'status', label: 'Gallery status', options: ASSET_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true }],
    rules: ASSET_FILTERS,
    load: loadOwnGalleries,
    List: OwnGalleriesList,
    Extra: GalleryNewButton,
  }),
);
