import { formatDate } from '../../lib/format';
import { DELIVERY_STATUSES, ORDER_STATUSES } from '../../lib/purchases';
import { SELLABLE_LABELS } from '../../lib/sellable-kinds';
import { useAppSelector } from '../../redux/hooks';
import { soldLinesActions } from '../../redux/sold-lines/slice';
import type { OrderLine } from '../../types/checkout';
import type { SoldLinesQuery } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import StatusTag from '../orders/status-tag';
import DeliveryForm from './delivery-form';
import ShipTo from './ship-to';
import styles from './studio.module.css';

/** Only a paid physical line is shipped (the server refuses the others). */
const ships = (line: OrderLine) => line.productType === 'physical' && line.orderStatus === 'paid';

/** The lines the performer sold: what, to whom, when, how many, for how much, the order's status, and the delivery of physical ones. */
export default function SoldLinesList({ filters }: { filters: SoldLinesQuery }) {
  const list = useAppSelector((s) => s.soldLines);
  const request = usePageRequest(soldLinesActions, filters);
  const money = useMoney();
  const filtered = Boolean(filters.status || filters.deliveryStatus);
  return (
    <PagedList
      list={list}
      noun="sales"
      emptyText={filtered ? 'No sales match these filters.' : 'No sales yet: what customers buy from you shows here.'}
      emptyTestId="sold-lines-empty"
      request={request}
    >
      <ul className={styles.rows} data-testid="sold-lines-list">
        {list.items.map((line) => (
          <li key={line._id} className={styles.row} data-testid="sold-line-row">
            <div>
              <div className={styles.rowTitle}>
                {line.name}
                {line.quantity > 1 && ` × ${line.quantity}`}
              </div>
              <div className={styles.rowFacts}>
                <span>Order #{line.orderNumber}</span>
                <span>{formatDate(line.createdAt)}</span>
                <span>
                  {line.productType === 'digital' ? 'Digital product' : line.productType === 'physical' ? 'Physical product' : SELLABLE_LABELS[line.objectType]}
                </span>
                {line.buyer && <span>Bought by {line.buyer.name || line.buyer.username}</span>}
                {line.shippingCode && (
                  <span>
                    Tracking <code className={styles.code}>{line.shippingCode}</code>
                  </span>
                )}
              </div>
            </div>
            <div className={styles.rowAside}>
              <span className={styles.amount}>{money(line.total)}</span>
              <span className={styles.rowFacts}>
                <StatusTag look={ORDER_STATUSES[line.orderStatus]} />
                {/* A refunded line's delivery says "Refunded" too: said once. */}
                {line.deliveryStatus && DELIVERY_STATUSES[line.deliveryStatus].label !== ORDER_STATUSES[line.orderStatus].label && (
                  <StatusTag look={DELIVERY_STATUSES[line.deliveryStatus]} testId="delivery-status" />
                )}
              </span>
            </div>
            {ships(line) && <ShipTo orderId={line.orderId} />}
            {ships(line) && <DeliveryForm line={line} />}
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
