import { paths } from '../../lib/catalogue';
import { emptyOwnListText } from '../../lib/studio';
import { studioProductPath } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { ownProductsActions } from '../../redux/own-products/slice';
import { ownProductsService } from '../../services/own-products.service';
import type { OwnAssetsQuery } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import BulkBar from './bulk-bar';
import ItemRowState from './item-row-state';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';
import { useSelection } from './use-selection';

/** The performer's own products, each linking to its public page, with its state and the way to its editor; several at once by choosing them. */
export default function OwnProductsList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownProducts);
  const request = usePageRequest(ownProductsActions, filters);
  const selection = useSelection(
    list.items.map((product) => product._id),
    filters,
  );
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="products"
      emptyText={emptyOwnListText(filters, 'products', 'No products yet: make one with "New product".')}
      emptyTestId="own-products-empty"
      request={request}
    >
      <BulkBar
        items={list.items.map((product) => ({ _id: product._id, title: product.name }))}
        selection={selection}
        run={ownProductsService.bulk}
        changesAccess={false}
        onDone={() => request(0)}
      />
      <ul className={styles.rows} data-testid="own-products-list">
        {list.items.map((product) => (
          <OwnAssetRow
            key={product._id}
            item={product}
            href={paths.product(product)}
            title={product.name}
            image={product.image}
            kind={product.type === 'digital' ? 'Digital' : 'Physical'}
            price={money(product.price)}
            state={<ItemRowState item={product} title={product.name} editHref={studioProductPath(product._id)} noun="product" />}
            selection={{ selected: selection.isSelected(product._id), onSelect: (on) => selection.select(product._id, on) }}
          />
        ))}
      </ul>
    </PagedList>
  );
}
