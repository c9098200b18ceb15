import type { Order } from '../../types/checkout';
import { useMoney } from '../common/use-money';
import styles from './payment.module.css';

/** An order's lines and money (cents): subtotal, the coupon's discount, total. */
export default function OrderSummary({ order }: { order: Order }) {
  const money = useMoney();
  return (
    <div className={styles.order} data-testid="order-summary">
      <ul className={styles.orderLines}>
        {order.lines.map((line) => (
          <li key={line._id}>
            <span>
              {line.name}
              {line.quantity > 1 && ` × ${line.quantity}`}
            </span>
            <span>{money(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.orderTotals}>
        {order.discount > 0 && (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            <div>
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          </>
        )}
        <div className={styles.orderTotal}>
          <dt>Total</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
