import type { OwnProductDetail } from '../../types/product';
import PageTitle from '../common/page-title';
import ProductFile from './product-file';
import ProductHeader from './product-header';
import ProductImages from './product-images';

/** Studio > Products > one product: its details and publication, its pictures and a digital product's file. */
export default function ProductEditor({ product }: { product: OwnProductDetail }) {
  return (
    <div className="page-container" data-testid="product-editor">
      <PageTitle title={`${product.name} · Products · Studio`} />
      <ProductHeader product={product} />
      <ProductImages product={product} />
      {product.type === 'digital' && <ProductFile product={product} />}
    </div>
  );
}
