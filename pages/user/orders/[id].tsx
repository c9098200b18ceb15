import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ButtonLink from '../../../components/common/button-link';
import PageError from '../../../components/common/page-error';
import PageTitle from '../../../components/common/page-title';
import OrderDetail from '../../../components/orders/order-detail';
import styles from '../../../components/orders/purchases.module.css';
import { PAGE_ROUTES } from '../../../lib/constants';
import { loadEntity, routeId, setFailureStatus, type Loaded } from '../../../lib/page-data';
import { isOrderId } from '../../../lib/purchases';
import { requestOptions } from '../../../lib/request-options';
import { orderService } from '../../../services/order.service';
import type { Order } from '../../../types/checkout';
import type { LimelightPage } from '../../../types/page';

type Props = Loaded<Order>;

/** /user/orders/[id]: one of the signed-in buyer's orders. Another's, or none: not found. */
const OrderPage: LimelightPage<Props> = ({ data: order, error }) => {
  if (!order) return <PageError error={error} noun="order" backHref={PAGE_ROUTES.orders} backLabel="Your orders" />;
  return (
    <div className="page-container" data-testid="order-page">
      <PageTitle title={`Order #${order.number}`} />
      <div className={styles.detailPage}>
        <ButtonLink href={PAGE_ROUTES.orders} type="text" icon={<ArrowLeftOutlined aria-hidden />} className={styles.back}>
          All orders
        </ButtonLink>
        <OrderDetail order={order} />
      </div>
    </div>
  );
};

OrderPage.getInitialProps = async (ctx): Promise<Props> => {
  const id = routeId(ctx);
  if (!isOrderId(id)) {
    // Not an order id at all: the same answer as an order that is not the caller's.
    const error = { status: 404, message: 'Order not found', code: 'ORDER_NOT_FOUND' };
    setFailureStatus(ctx, error);
    return { data: null, error };
  }
  return loadEntity(ctx, () => orderService.findOne(id, requestOptions(ctx.req)));
};
OrderPage.authenticate = true;

export default OrderPage;
