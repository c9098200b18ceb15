import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import AddToCartButton, { BuyNowButton } from '../cart/add-to-cart-button';
import DownloadButton from '../orders/download-button';
import type { ProductDetail } from '../../types/product';
import detail from '../common/detail.module.css';
import Tag from '../common/light-tag';
import PerformerChips from '../common/performer-chips';
import TagLinks from '../common/tag-links';
import { LIKE_AND_FAVOURITE, statCounts } from '../../lib/engagement';
import ReactionButtons from '../reaction/reaction-buttons';
import ReportButton from '../report/report-button';
import { useMoney } from '../common/use-money';
import styles from './product.module.css';

function stockLabel(product: ProductDetail): { text: string; color: string } {
  if (product.type === 'digital') return product.isBought ? { text: 'You own this', color: 'green' } : { text: 'Instant download', color: 'blue' };
  if (!product.inStock || product.stock === 0) return { text: 'Sold out', color: 'red' };
  if (product.stock !== null && product.stock <= 5) return { text: `Only ${product.stock} left`, color: 'orange' };
  return { text: 'In stock', color: 'green' };
}

/** Name, price in the site currency, type and stock badges, reactions, performer, shipping, description, categories and tags. */
export default function ProductInfo({ product }: { product: ProductDetail }) {
  const money = useMoney();
  const stock = stockLabel(product);
  return (
    <div className={`${detail.panel} ${styles.info}`}>
      <div className={styles.badges}>
        <Tag color={product.type === 'digital' ? 'purple' : 'default'} data-testid="product-type">
          {product.type === 'digital' ? 'Digital' : 'Physical'}
        </Tag>
        <Tag color={stock.color} data-testid="product-stock">
          {stock.text}
        </Tag>
      </div>
      <h1 className={detail.title} data-testid="product-name">
        {product.name}
      </h1>
      <span className={styles.price} data-testid="product-price">
        {product.type === 'digital' && product.isBought ? 'Purchased' : money(product.price)}
      </span>
      {/* A preview (the owner's own product, not live) cannot be bought or reacted to yet; a buyer who keeps it downloads it. */}
      {(!product.preview || product.preview === 'kept') && (
        <div className={styles.buy}>
          {product.type === 'digital' && product.isBought ? (
            <DownloadButton productId={product._id} name={product.name} />
          ) : (
            <>
              <AddToCartButton product={product} size="large" shape="round" />
              <BuyNowButton product={product} size="large" shape="round" />
            </>
          )}
        </div>
      )}
      {!product.preview && (
        <div className={detail.engagement}>
          <ReactionButtons objectType="product" objectId={product._id} actions={LIKE_AND_FAVOURITE} counts={statCounts(product.stats)} />
          <ReportButton objectType="product" objectId={product._id} ownerId={product.performer?._id} />
        </div>
      )}
      <PerformerChips performers={product.performer ? [product.performer] : []} />
      {product.type === 'physical' && product.shippingNote && (
        <p className={styles.shipping} data-testid="product-shipping">
          <strong>Shipping:</strong> {product.shippingNote}
        </p>
      )}
      {product.description && <p className={detail.description}>{product.description}</p>}
      <TagLinks base={CATALOGUE_ROUTES.products} categories={product.categories} tags={product.tags} />
    </div>
  );
}
