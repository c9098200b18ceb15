import Link from '../common/link';
import { paths } from '../../lib/catalogue';
import type { Product } from '../../types/product';
import AddToCartButton from '../cart/add-to-cart-button';
import cartStyles from '../cart/cart.module.css';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from '../common/card.module.css';
import { useMoney } from '../common/use-money';

/** What the card reads of a product (lists that are sent in the page's data send no more). */
export type ProductCardFields = Pick<Product, '_id' | 'slug' | 'name' | 'type' | 'price' | 'isBought' | 'image' | 'images' | 'inStock' | 'stock'> & {
  performer: Pick<NonNullable<Product['performer']>, '_id' | 'username' | 'name'> | null;
};

/** Square image with a digital / sold-out pill, name, price and performer. */
export default function ProductCard({ product }: { product: ProductCardFields }) {
  const money = useMoney();
  const href = paths.product(product);
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden>
        <AspectImage src={product.image || product.images[0]} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.squareCard} />
        {product.type === 'digital' && <span className={`${styles.topLeft} ${styles.pill}`}>Digital</span>}
        {!product.inStock && <span className={`${styles.topRight} ${styles.pill} ${styles.pillSale}`}>Sold out</span>}
      </Link>
      <div className={styles.body}>
        <Link href={href} className={styles.title} data-testid="product-card-title">
          {product.name}
        </Link>
        <div className={cartStyles.priceRow}>
          <span className={styles.price} data-testid="product-price">
            {product.type === 'digital' && product.isBought ? 'Purchased' : money(product.price)}
          </span>
          <AddToCartButton product={product} compact size="small" shape="round" />
        </div>
        {product.performer && (
          <div className={styles.meta}>
            <Link href={paths.performer(product.performer)} className={styles.metaLink}>
              {product.performer.name}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
