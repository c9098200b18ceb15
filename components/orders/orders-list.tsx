import RightOutlined from '@ant-design/icons/RightOutlined';
import { formatDate } from '../../lib/format';
import { ORDER_STATUSES, orderPath } from '../../lib/purchases';
import { buyerOrdersActions } from '../../redux/buyer-orders/slice';
import { useAppSelector } from '../../redux/hooks';
import type { BuyerOrdersQuery } from '../../types/checkout';
import Link from '../common/link';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import OrderPayActions from './order-pay-actions';
import StatusTag from './status-tag';
import styles from './purchases.module.css';

interface Props {
  /** The filter the shown page was loaded with; load-more keeps it. */
  filters: BuyerOrdersQuery;
}

/**
 * The buyer's orders, newest first: number, date, status, total and what was in it; each opens its page. One
 * awaiting payment offers "Pay now" and "Cancel" under its row.
 */
export default function OrdersList({ filters }: Props) {
  const list = useAppSelector((s) => s.buyerOrders);
  const request = usePageRequest(buyerOrdersActions, filters);
  const money = useMoney();
  const emptyText = filters.status ? 'No orders with this status.' : 'No orders yet: what you buy shows here.';
  return (
    <PagedList list={list} noun="orders" emptyText={emptyText} emptyTestId="orders-empty" request={request}>
      <ul className={styles.rows} data-testid="orders-list">
        {list.items.map((order) => (
          <li key={order._id}>
            <Link href={orderPath(order._id)} className={`${styles.row} ${styles.orderRow}`} data-testid="order-row">
              <span className={styles.rowTitle}>Order #{order.number}</span>
              <span className={styles.rowDate}>{formatDate(order.createdAt)}</span>
              <span className={styles.rowStatus}>
                <StatusTag look={ORDER_STATUSES[order.status]} />
              </span>
              <span className={styles.rowAmount}>{money(order.total)}</span>
              <span className={styles.rowText}>
                {order.lines.map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name)).join(', ')}
              </span>
              <RightOutlined className={styles.rowArrow} aria-hidden />
            </Link>
            <OrderPayActions order={order} size="small" />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
