import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { paths } from '../../lib/catalogue';
import type { CartLine as Line } from '../../lib/cart-lines';
import { CHECKOUT_MESSAGES } from '../../redux/checkout/messages';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import Link from '../common/link';
import LightButton from '../common/light-button';
import { useMoney } from '../common/use-money';
import QuantitySelect from './quantity-select';
import styles from './cart.module.css';

interface Props {
  line: Line;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function problemText(line: Line): string | null {
  switch (line.problem) {
    case 'missing':
      return CHECKOUT_MESSAGES.productMissing;
    case 'failed':
      return line.failure || CHECKOUT_MESSAGES.productFailed;
    case 'soldOut':
      return 'Sold out: remove it to check out.';
    case 'overStock':
      return `Only ${line.product?.stock} left: lower the quantity to check out.`;
    case 'owned':
      return 'You already own this: remove it to check out.';
    default:
      return null;
  }
}

/** One cart line: image, name, unit price, quantity (fixed 1 for digital products), line total and remove. */
export default function CartLine({ line, onQuantity, onRemove }: Props) {
  const money = useMoney();
  const { product } = line;
  const problem = problemText(line);
  const name = product?.name ?? (line.problem === 'loading' ? 'Loading…' : 'Unavailable product');
  const quantityId = `cart-quantity-${line.item._id}`;
  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={line.item._id} data-problem={line.problem ?? ''}>
      <div className={styles.lineImage}>
        <AspectImage src={product ? product.image || product.images[0] : null} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.productThumb} />
      </div>
      <div className={styles.lineMain}>
        {product ? (
          <Link href={paths.product(product)} className={styles.lineName} data-testid="cart-line-name">
            {product.name}
          </Link>
        ) : (
          <span className={styles.lineName} data-testid="cart-line-name">
            {name}
          </span>
        )}
        {product && (
          <span className={styles.lineMeta}>
            {product.type === 'digital' ? 'Digital download' : 'Physical'} · <span data-testid="cart-line-unit-price">{money(line.unitCents)}</span> each
          </span>
        )}
        {problem && (
          <span className={styles.lineProblem} role="status" data-testid="cart-line-problem">
            {problem}
          </span>
        )}
      </div>
      <div className={styles.lineQuantity}>
        {product && product.type === 'physical' && line.problem !== 'soldOut' ? (
          <QuantitySelect id={quantityId} value={line.quantity} max={line.maxQuantity} label={`Quantity of ${product.name}`} onChange={onQuantity} />
        ) : (
          <span className={styles.fixedQuantity} data-testid="cart-line-quantity-fixed" aria-label="Quantity">
            × {line.quantity}
          </span>
        )}
      </div>
      <strong className={styles.lineTotal} data-testid="cart-line-total">
        {product ? money(line.lineCents) : '–'}
      </strong>
      <LightButton
        type="text"
        shape="circle"
        icon={<DeleteOutlined />}
        className={styles.remove}
        aria-label={`Remove ${product?.name ?? 'this product'} from the cart`}
        data-testid="cart-line-remove"
        onClick={onRemove}
      />
    </li>
  );
}
