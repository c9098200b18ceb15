import { createPurchaseListPage } from '../../../components/orders/purchase-list-page';
import OwnProductsList from '../../../components/studio/own-products-list';
import ProductNewButton from '../../../components/studio/product-new-button';
import { studioPage } from '../../../components/studio/studio-page';
import { ASSET_FILTERS, ownItemSelects } from '../../../lib/studio';
import { loadOwnProducts } from '../../../redux/studio-loaders';
import type { OwnAssetsQuery } from '../../../types/studio';

/** /performer/products: the performer's own products (drafts and hidden ones too), by status (?status=), searched (?q=) and ordered (?sortBy=), and "New product". */
export default studioPage(
  'products',
  createPurchaseListPage<OwnAssetsQuery>({
    testId: 'own-products-page',
    title: 'Products · Studio',
    heading: 'Your products',
    subtitle: 'Everything you sell in the shop: make and edit products, and see their status, price, views, likes and sales.',
    noun: 'products',
    total: (s) => s.ownProducts.total,
    selects: ownItemSelects('Product'),
    searchLabel: 'Search your products',
    rules: ASSET_FILTERS,
    load: loadOwnProducts,
    List: OwnProductsList,
    Extra: ProductNewButton,
  }),
);
