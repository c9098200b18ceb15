import { countryName, formatDate } from '../../lib/format';
import { DELIVERY_STATUSES, ORDER_STATUSES } from '../../lib/purchases';
import type { Order, OrderLine } from '../../types/checkout';
import LightDescriptions, { type DescriptionItem } from '../common/light-descriptions';
import OrderSummary from '../payment/order-summary';
import DownloadButton from './download-button';
import OrderPayActions, { useShownOrder } from './order-pay-actions';
import StatusTag from './status-tag';
import styles from './purchases.module.css';
import { countOf } from '../../lib/plural';

/** Under a line: where a physical one's delivery is, or the Download button of a digital one once paid. */
function LineFulfilment({ line, paid }: { line: OrderLine; paid: boolean }) {
  if (line.productType === 'physical' && (paid || line.deliveryStatus || line.shippingCode)) {
    return (
      <span className={styles.delivery} data-testid="line-delivery">
        {line.deliveryStatus ? <StatusTag look={DELIVERY_STATUSES[line.deliveryStatus]} /> : paid ? 'Waiting to be sent' : null}
        {line.shippingCode && (
          <span>
            Tracking code <code className={styles.code}>{line.shippingCode}</code>
          </span>
        )}
      </span>
    );
  }
  if (line.productType === 'digital' && paid) return <DownloadButton productId={line.objectId} name={line.name} />;
  return null;
}

function facts(order: Order): DescriptionItem[] {
  const items: DescriptionItem[] = [{ key: 'placed', label: 'Placed', children: formatDate(order.createdAt) }];
  if (order.paidAt) items.push({ key: 'paid', label: 'Paid', children: formatDate(order.paidAt) });
  if (order.couponCode) items.push({ key: 'coupon', label: 'Coupon', children: order.couponCode });
  return items;
}

function shippingItems(shipping: NonNullable<Order['shipping']>): DescriptionItem[] {
  return [
    { key: 'name', label: 'Name', children: shipping.name },
    { key: 'address', label: 'Address', children: shipping.address },
    ...(shipping.city ? [{ key: 'city', label: 'City', children: shipping.city }] : []),
    { key: 'postalCode', label: 'Postal code', children: shipping.postalCode },
    ...(shipping.country ? [{ key: 'country', label: 'Country', children: countryName(shipping.country) }] : []),
    { key: 'phone', label: 'Phone', children: shipping.phone },
  ];
}

/** One of the buyer's orders: status (and why), dates, its lines in full with their delivery or download, money, shipping. */
export default function OrderDetail({ order: loaded }: { order: Order }) {
  const order = useShownOrder(loaded);
  const paid = order.status === 'paid';
  return (
    <article className={styles.detail} data-testid="order-detail">
      <header className={styles.detailHeader}>
        <h1 className={styles.detailTitle}>Order #{order.number}</h1>
        <StatusTag look={ORDER_STATUSES[order.status]} testId="order-status" />
      </header>
      {order.statusReason && (
        <p className={styles.reason} data-testid="order-status-reason">
          {order.statusReason}
        </p>
      )}
      <OrderPayActions order={order} />
      <LightDescriptions items={facts(order)} />
      <section className={styles.panel} aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className={styles.panelTitle}>
          {order.lines.length === 1 ? 'What you bought' : `What you bought (${countOf(order.lines.length, 'items')})`}
        </h2>
        <OrderSummary order={order} detailed lineExtra={(line) => <LineFulfilment line={line} paid={paid} />} />
      </section>
      {order.shipping && (
        <section className={styles.panel} aria-labelledby="order-shipping-title" data-testid="order-shipping">
          <h2 id="order-shipping-title" className={styles.panelTitle}>
            Shipping to
          </h2>
          <LightDescriptions items={shippingItems(order.shipping)} />
        </section>
      )}
    </article>
  );
}
