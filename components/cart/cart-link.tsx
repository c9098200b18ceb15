import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Link from '../common/link';
import { CART_ROUTE } from '../../lib/constants';
import { selectCartTotal } from '../../redux/cart/selectors';
import { useAppSelector } from '../../redux/hooks';
import styles from './cart-link.module.css';
import { countOf } from '../../lib/plural';

/** The header's cart: an icon link to /cart with the number of pieces in it. */
export default function CartLink({ className = '' }: { className?: string }) {
  const total = useAppSelector(selectCartTotal);
  const label = total === 0 ? 'Cart, empty' : `Cart, ${countOf(total, 'items')}`;
  return (
    <Link href={CART_ROUTE} className={`${styles.link} ${className}`} aria-label={label} title="Cart" data-testid="header-cart-link">
      <ShoppingCartOutlined aria-hidden />
      {total > 0 && (
        <span className={styles.count} data-testid="header-cart-count" aria-hidden>
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}
