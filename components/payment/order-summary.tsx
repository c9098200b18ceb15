import type { ReactNode } from 'react';
import type { Order, OrderLine } from '../../types/checkout';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import { purchasedHref } from './purchased-links';
import styles from './payment.module.css';

interface Props {
  order: Order;
  /**
   * Each line in full (the buyer's order page): picture, name linking to what was bought, unit price ×
   * quantity, its share of the discount, the line total, and `lineExtra` under them. Otherwise one short
   * row a line (name × quantity, amount), as the sandbox gateway shows it.
   */
  detailed?: boolean;
  lineExtra?: (line: OrderLine) => ReactNode;
}

function DetailedLine({ line, extra }: { line: OrderLine; extra?: ReactNode }) {
  const money = useMoney();
  const href = purchasedHref(line);
  return (
    <li className={styles.detailedLine} data-testid="order-line" data-line-id={line._id}>
      <div className={styles.lineImage}>
        <AspectImage src={line.image} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.lineThumb} />
      </div>
      <div className={styles.lineMain}>
        {href ? (
          <Link href={href} className={styles.lineName}>
            {line.name}
          </Link>
        ) : (
          <span className={styles.lineName}>{line.name}</span>
        )}
        <span className={styles.lineMeta} data-testid="order-line-price">
          {money(line.unitPrice)} × {line.quantity}
          {line.discount > 0 && ` · −${money(line.discount)} discount`}
        </span>
        {extra}
      </div>
      <span className={styles.lineTotal} data-testid="order-line-total">
        {money(line.total)}
      </span>
    </li>
  );
}

/** An order's lines and money (cents): subtotal, the coupon's discount, total. */
export default function OrderSummary({ order, detailed = false, lineExtra }: Props) {
  const money = useMoney();
  return (
    <div className={styles.order} data-testid="order-summary">
      <ul className={detailed ? styles.detailedLines : styles.orderLines}>
        {order.lines.map((line) =>
          detailed ? (
            <DetailedLine key={line._id} line={line} extra={lineExtra?.(line)} />
          ) : (
            <li key={line._id}>
              <span>
                {line.name}
                {line.quantity > 1 && ` × ${line.quantity}`}
              </span>
              <span>{money(line.unitPrice * line.quantity)}</span>
            </li>
          ),
        )}
      </ul>
      <dl className={styles.orderTotals}>
        {(order.discount > 0 || detailed) && (
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="order-subtotal">{money(order.subtotal)}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div>
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd data-testid="order-discount">−{money(order.discount)}</dd>
          </div>
        )}
        <div className={styles.orderTotal}>
          <dt>Total</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
