import OrdersList from '../../../components/orders/orders-list';
import { createPurchaseListPage } from '../../../components/orders/purchase-list-page';
import { ORDER_FILTERS, ORDER_STATUS_OPTIONS } from '../../../lib/purchases';
import { loadBuyerOrders } from '../../../redux/page-loaders';
import type { BuyerOrdersQuery } from '../../../types/checkout';

/** /user/orders: the signed-in buyer's orders, newest first, by status (?status=), with load-more. */
export default createPurchaseListPage<BuyerOrdersQuery>({
  testId: 'orders-page',
  title: 'Your orders',
  heading: 'Orders',
  subtitle: 'What you bought, newest first. Open one for its details, delivery and downloads.',
  noun: 'orders',
  total: (s) => s.buyerOrders.total,
  selects: [{ name: 'status', label: 'Order status', options: ORDER_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true }],
  rules: ORDER_FILTERS,
  load: loadBuyerOrders,
  List: OrdersList,
});
