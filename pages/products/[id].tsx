import CommentSection from '../../components/comment/comment-section';
import PageError from '../../components/common/page-error';
import PreviewBanner from '../../components/common/preview-banner';
import SeoMeta from '../../components/common/seo-meta';
import { useCountView } from '../../components/common/use-count-view';
import ProductImages from '../../components/product/product-images';
import ProductInfo from '../../components/product/product-info';
import styles from '../../components/product/product.module.css';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { plainText } from '../../lib/format';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { loadEntity, routeId, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { productService } from '../../services/product.service';
import type { LimelightPage } from '../../types/page';
import type { ProductDetail } from '../../types/product';

type Props = Loaded<ProductDetail> & { origin: string };

const ProductPage: LimelightPage<Props> = ({ data: product, error, origin }) => {
  // A preview (the owner's own product, not live) is not a view, and has no comments yet.
  useCountView('products', product?.preview ? undefined : product?._id);
  if (!product) return <PageError error={error} noun="product" backHref={CATALOGUE_ROUTES.products} backLabel="Browse products" />;
  const images = [product.image, ...product.images].filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  return (
    <div className="page-container" data-testid="product-page">
      {product.preview && <PreviewBanner preview={product.preview} publishedAt={product.publishedAt} studioHref={STUDIO_ROUTES.products} />}
      <SeoMeta
        title={product.name}
        description={plainText(product.description) || `${product.name}${product.performer ? ` from ${product.performer.name}` : ''}.`}
        image={images[0]}
        origin={origin}
        type="product"
      />
      <div className={styles.layout}>
        <ProductImages images={images} name={product.name} />
        <ProductInfo product={product} />
      </div>
      {!product.preview && <CommentSection objectType="product" objectId={product._id} ownerId={product.performer?._id} />}
    </div>
  );
};

ProductPage.getInitialProps = async (ctx) => {
  const loaded = await loadEntity(ctx, () => productService.findOne(routeId(ctx), requestOptions(ctx.req)));
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default ProductPage;
