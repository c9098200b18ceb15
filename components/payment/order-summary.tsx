import type { Order } from '../../types/checkout';
import { useCents } from '../common/use-money';
import styles from './payment.module.css';

/** An order's lines and money (cents): subtotal, the coupon's discount, total. */
export default function OrderSummary({ order }: { order: Order }) {
  const cents = useCents();
  return (
    <div className={styles.order} data-testid="order-summary">
      <ul className={styles.orderLines}>
        {order.lines.map((line) => (
          <li key={line._id}>
            <span>
              {line.name}
              {line.quantity > 1 && ` × ${line.quantity}`}
            </span>
            <span>{cents(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.orderTotals}>
        {order.discount > 0 && (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>{cents(order.subtotal)}</dd>
            </div>
            <div>
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
              <dd>−{cents(order.discount)}</dd>
            </div>
          </>
        )}
        <div className={styles.orderTotal}>
          <dt>Total</dt>
          <dd data-testid="order-total">{cents(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
