import type { CartTotals } from '../../lib/cart-lines';
import { percent } from '../../lib/money';
import { useMoney } from '../common/use-money';
import styles from './cart.module.css';

/** The order's preview: total before the discount, the coupon's discount, shipping (physical products), and the total. */
export default function CartSummary({ totals, discount }: { totals: CartTotals; discount: number | null }) {
  const money = useMoney();
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <div className={styles.totalRow}>
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{money(totals.subtotalCents)}</dd>
      </div>
      {discount !== null && (
        <div className={`${styles.totalRow} ${styles.discount}`}>
          <dt>Discount ({percent(discount)})</dt>
          <dd data-testid="cart-discount">−{money(totals.discountCents)}</dd>
        </div>
      )}
      {totals.needsShipping && (
        <div className={styles.totalRow}>
          <dt>Shipping</dt>
          <dd data-testid="cart-shipping">{totals.shippingCents > 0 ? money(totals.shippingCents) : `Free (${money(0)})`}</dd>
        </div>
      )}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>Total</dt>
        <dd data-testid="cart-total">{money(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
