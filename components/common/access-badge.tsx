import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import LockFilled from '@ant-design/icons/LockFilled';
import type { Access } from '../../types/catalogue';
import styles from './card.module.css';
import { useMoney } from './use-money';

/**
 * Free / subscribers-only (lock) / price pill shown over a card's media; "Purchased" instead of the price once the
 * signed-in viewer bought it (`bought`: the API's isBought).
 */
export default function AccessBadge({ access, price, bought = false }: { access: Access; price: number; bought?: boolean }) {
  const money = useMoney();
  if (access === 'sale' && bought) {
    return (
      <span className={`${styles.pill} ${styles.pillBought}`} data-testid="access-badge">
        <CheckCircleFilled aria-hidden /> Purchased
      </span>
    );
  }
  if (access === 'sale') {
    return (
      <span className={`${styles.pill} ${styles.pillSale}`} data-testid="access-badge">
        {money(price)}
      </span>
    );
  }
  if (access === 'subscribers') {
    return (
      <span className={styles.pill} data-testid="access-badge" title="For subscribers">
        <LockFilled aria-hidden /> Subscribers
      </span>
    );
  }
  return (
    <span className={`${styles.pill} ${styles.pillFree}`} data-testid="access-badge">
      Free
    </span>
  );
}
