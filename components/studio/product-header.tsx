import { paths } from '../../lib/catalogue';
import { PRODUCT_TYPES } from '../../lib/product-form';
import { itemFigures } from '../../lib/studio';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { ownProductsService } from '../../services/own-products.service';
import { useAppDispatch } from '../../redux/hooks';
import { ownProductSaved } from '../../redux/own-products/editor-slice';
import type { OwnProductDetail } from '../../types/product';
import { useMoney } from '../common/use-money';
import ItemHeader from './item-header';
import ProductDetailsForm from './product-details-form';
import PublicationActions from './publication-actions';

const WORDS = { publish: 'Publish', unpublish: 'Unpublish', live: 'is in the shop', draft: 'is a draft again' };

/** What the header says of a product's stock or file. */
function supplyOf(product: OwnProductDetail): string {
  if (product.type === 'digital') return product.hasDigitalFile ? 'File uploaded' : 'No file yet';
  return product.stock === null ? 'Unlimited stock' : `${product.stock} in stock`;
}

/** The top of the product editor: the way back, its picture, name, state, figures and actions. */
export default function ProductHeader({ product }: { product: OwnProductDetail }) {
  const money = useMoney();
  const dispatch = useAppDispatch();
  const facts = [PRODUCT_TYPES[product.type].label, money(product.price), supplyOf(product), ...itemFigures(product, money)];
  return (
    <ItemHeader
      noun="product"
      back={{ href: STUDIO_ROUTES.products, label: 'Your products' }}
      title={product.name}
      cover={product.image}
      publication={product.publication}
      publishedAt={product.publishedAt}
      publicHref={paths.product(product)}
      facts={facts}
    >
      <PublicationActions
        item={product}
        title={product.name}
        noun="product"
        words={WORDS}
        publish={ownProductsService.publish}
        remove={ownProductsService.remove}
        removeDescription="Its pictures and file are removed. If someone bought it, it leaves the shop but its buyers keep their download."
        listHref={STUDIO_ROUTES.products}
        onSaved={(saved) => dispatch(ownProductSaved(saved))}
        editForm={(close) => <ProductDetailsForm product={product} onDone={close} />}
      />
    </ItemHeader>
  );
}
