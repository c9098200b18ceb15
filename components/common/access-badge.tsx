import LockFilled from '@ant-design/icons/LockFilled';
import type { Access } from '../../types/catalogue';
import styles from './card.module.css';
import { useMoney } from './use-money';

/** Free / subscribers-only (lock) / price pill shown over a card's media. */
export default function AccessBadge({ access, price }: { access: Access; price: number }) {
  const money = useMoney();
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
