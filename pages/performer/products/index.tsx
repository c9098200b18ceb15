import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import OwnProductsList from '../../components/studio/own-products-list';
import { studioPage } from '../../components/studio/studio-page';
import { ASSET_FILTERS, ASSET_STATUS_OPTIONS } from '../../lib/studio';
import { loadOwnProducts } from '../../redux/studio-loaders';
import type { OwnAssetsQuery } from '../../types/studio';

/** /performer/products: the performer's own products (drafts and hidden ones too), by status (?status=). */
export default studioPage(
  'products',
  createPurchaseListPage<OwnAssetsQuery>({
    testId: 'own-products-page',
    title: 'Products · Studio',
    heading: 'Your products',
    subtitle: 'Everything you sell in the shop: status, price, views, likes and sales.',
    noun: 'products',
    total: (s) => s.ownProducts.total,
    selects: [{ name: 'status', label: 'Product status', options: ASSET_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true }],
    rules: ASSET_FILTERS,
    load: loadOwnProducts,
    List: OwnProductsList,
  }),
);
