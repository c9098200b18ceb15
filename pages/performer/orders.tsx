import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import SoldLinesList from '../../components/studio/sold-lines-list';
import { studioPage } from '../../components/studio/studio-page';
import { ORDER_STATUS_OPTIONS } from '../../lib/purchases';
import { DELIVERY_STATUS_OPTIONS, SOLD_LINE_FILTERS } from '../../lib/studio';
import { loadSoldLines } from '../../redux/studio-loaders';
import type { SoldLinesQuery } from '../../types/studio';

/** /performer/orders: what the performer sold, by order and delivery status (?status=&deliveryStatus=), with the delivery form. */
export default studioPage(
  'orders',
  createPurchaseListPage<SoldLinesQuery>({
    testId: 'sold-lines-page',
    title: 'Orders · Studio',
    heading: 'Orders',
    subtitle: 'What customers bought from you. Mark physical products as shipped and add the tracking code.',
    noun: 'sales',
    total: (s) => s.soldLines.total,
    selects: [
      { name: 'status', label: 'Order status', options: ORDER_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true },
      { name: 'deliveryStatus', label: 'Delivery status', options: DELIVERY_STATUS_OPTIONS, placeholder: 'Any delivery', clearable: true },
    ],
    rules: SOLD_LINE_FILTERS,
    load: loadSoldLines,
    List: SoldLinesList,
  }),
);
