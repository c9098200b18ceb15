import PageError from '../../../components/common/page-error';
import PageTitle from '../../../components/common/page-title';
import SandboxView from '../../../components/payment/sandbox-view';
import styles from '../../../components/payment/payment.module.css';
import { CART_ROUTE } from '../../../lib/constants';
import { firstValue } from '../../../lib/listing-query';
import { loadEntity, type Loaded } from '../../../lib/page-data';
import { requestOptions } from '../../../lib/request-options';
import { paymentService } from '../../../services/payment.service';
import type { SandboxPayment } from '../../../types/checkout';
import type { LimelightPage } from '../../../types/page';

/** The sandbox gateway's payment page (the paymentUrl of a sandbox checkout): GET /payment/sandbox/:transactionId. */
const SandboxPaymentPage: LimelightPage<Loaded<SandboxPayment>> = ({ data, error }) => {
  if (!data) return <PageError error={error} noun="payment" backHref={CART_ROUTE} backLabel="Back to the cart" />;
  return (
    <div className={`page-container ${styles.page}`} data-testid="sandbox-page">
      <PageTitle title={`Pay order #${data.order.number}`} />
      <SandboxView payment={data} />
    </div>
  );
};

SandboxPaymentPage.getInitialProps = (ctx) =>
  loadEntity(ctx, () => paymentService.sandboxPayment(firstValue(ctx.query.transactionId), requestOptions(ctx.req)));
SandboxPaymentPage.authenticate = true;

export default SandboxPaymentPage;
