import ListingFilters from '../../../components/common/listing-filters';
import PageHeading from '../../../components/common/page-heading';
import PageTitle from '../../../components/common/page-title';
import OrdersList from '../../../components/orders/orders-list';
import { queryFilters } from '../../../lib/listing-query';
import { ORDER_FILTERS, ORDER_STATUS_OPTIONS } from '../../../lib/purchases';
import { requestOptions } from '../../../lib/request-options';
import { useAppSelector } from '../../../redux/hooks';
import { storeOf } from '../../../redux/load-through';
import { loadBuyerOrders } from '../../../redux/page-loaders';
import type { BuyerOrdersQuery } from '../../../types/checkout';
import type { LimelightPage } from '../../../types/page';

type Props = { filters: BuyerOrdersQuery };

const SELECTS = [{ name: 'status', label: 'Order status', options: ORDER_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true }];

/** /user/orders: the signed-in buyer's orders, newest first, by status (?status=), with load-more. */
const OrdersPage: LimelightPage<Props> = ({ filters }) => {
  const total = useAppSelector((s) => s.buyerOrders.total);
  return (
    <div className="page-container" data-testid="orders-page">
      <PageTitle title="Your orders" />
      <PageHeading title="Orders" subtitle="What you bought, newest first. Open one for its details, delivery and downloads." count={total} noun="orders" nounOne="order" />
      <ListingFilters selects={SELECTS} values={filters} />
      <OrdersList filters={filters} />
    </div>
  );
};

OrdersPage.getInitialProps = async (ctx) => {
  const filters = queryFilters(ORDER_FILTERS, ctx.query) as BuyerOrdersQuery;
  await loadBuyerOrders(storeOf(ctx), filters, requestOptions(ctx.req));
  return { filters };
};
OrdersPage.authenticate = true;

export default OrdersPage;
