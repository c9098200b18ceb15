import PageError from '../../../components/common/page-error';
import ProductEditor from '../../../components/studio/product-editor';
import { studioPage } from '../../../components/studio/studio-page';
import { routeId, setFailureStatus } from '../../../lib/page-data';
import { requestOptions } from '../../../lib/request-options';
import { STUDIO_ROUTES } from '../../../lib/studio-routes';
import { useAppSelector } from '../../../redux/hooks';
import { storeOf } from '../../../redux/load-through';
import { loadOwnProduct } from '../../../redux/studio-loaders';
import type { LimelightPage } from '../../../types/page';

/** /performer/products/[id]: the product editor (details, publication, pictures, a digital product's file), for its owner. */
const ProductEditorPage: LimelightPage<{ id: string }> = ({ id }) => {
  const { data: product, error } = useAppSelector((s) => s.ownProduct);
  // The slice keeps the last product opened until this one's answer replaces it.
  if (product && (product._id === id || product.slug === id)) return <ProductEditor product={product} />;
  if (error) return <PageError error={error} noun="product" backHref={STUDIO_ROUTES.products} backLabel="Your products" />;
  return null;
};

ProductEditorPage.getInitialProps = async (ctx) => {
  const id = routeId(ctx);
  const store = storeOf(ctx);
  await loadOwnProduct(store, id, requestOptions(ctx.req));
  const { error } = store.getState().ownProduct;
  if (error) setFailureStatus(ctx, error);
  return { id };
};

export default studioPage('products', ProductEditorPage);
