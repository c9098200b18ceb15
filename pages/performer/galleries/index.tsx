import { createPurchaseListPage } from '../../../components/orders/purchase-list-page';
import GalleryNewButton from '../../../components/studio/gallery-new-button';
import OwnGalleriesList from '../../../components/studio/own-galleries-list';
import { studioPage } from '../../../components/studio/studio-page';
import { ASSET_FILTERS, ownItemSelects } from '../../../lib/studio';
import { loadOwnGalleries } from '../../../redux/studio-loaders';
import type { OwnAssetsQuery } from '../../../types/studio';

/** /performer/galleries: the performer's own galleries (drafts and hidden ones too), by status (?status=), searched (?q=) and ordered (?sortBy=), and "New gallery". */
export default studioPage(
  'galleries',
  createPurchaseListPage<OwnAssetsQuery>({
    testId: 'own-galleries-page',
    title: 'Galleries · Studio',
    heading: 'Your galleries',
    subtitle: 'Make photo galleries, upload and order their photos, and see their price, views, likes and sales.',
    noun: 'galleries',
    total: (s) => s.ownGalleries.total,
    selects: ownItemSelects('Gallery'),
    searchLabel: 'Search your galleries',
    rules: ASSET_FILTERS,
    load: loadOwnGalleries,
    List: OwnGalleriesList,
    Extra: GalleryNewButton,
  }),
);
