import { paths } from '../../lib/catalogue';
import { useAppSelector } from '../../redux/hooks';
import { ownProductsActions } from '../../redux/own-products/slice';
import type { OwnAssetsQuery } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';

/** The performer's own products, each linking to its public page. */
export default function OwnProductsList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownProducts);
  const request = usePageRequest(ownProductsActions, filters);
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="products"
      emptyText={filters.status ? 'No products have this status.' : 'No products yet.'}
      emptyTestId="own-products-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="own-products-list">
        {list.items.map((product) => (
          <OwnAssetRow
            key={product._id}
            href={paths.product(product)}
            title={product.name}
            image={product.image}
            publication={product.publication}
            publishedAt={product.publishedAt}
            kind={product.type === 'digital' ? 'Digital' : 'Physical'}
            price={money(product.price)}
            stats={product.stats}
            salesCount={product.salesCount}
            revenue={product.revenue}
          />
        ))}
      </ul>
    </PagedList>
  );
}
