import PageTitle from '../../components/common/page-title';
import PaymentNotMade, { notMade } from '../../components/payment/payment-not-made';
import styles from '../../components/payment/payment.module.css';
import { firstValue } from '../../lib/listing-query';
import { requestOptions } from '../../lib/request-options';
import { paymentService } from '../../services/payment.service';
import type { SandboxPayment } from '../../types/checkout';
import type { LimelightPage } from '../../types/page';

type Props = { payment: SandboxPayment | null };

/**
 * Where a gateway sends a buyer who cancelled or was declined (?transactionId=): nothing was charged. What it says
 * and where it leads depend on what was being bought (GET /payment/transactions/:id): a video or gallery's
 * "Try again" opens it again, the cart's products are still in the cart.
 */
const PaymentCancelPage: LimelightPage<Props> = ({ payment }) => (
  <div className={`page-container ${styles.page}`} data-testid="payment-cancel-page">
    <PageTitle title={notMade(payment).title} />
    <PaymentNotMade payment={payment} />
  </div>
);

PaymentCancelPage.getInitialProps = async (ctx) => {
  const transactionId = firstValue(ctx.query.transactionId).slice(0, 100);
  if (!transactionId) return { payment: null };
  try {
    return { payment: await paymentService.transaction(transactionId, requestOptions(ctx.req)) };
  } catch {
    // Not the caller's, or not found: nothing was charged either way; the page says so without details.
    return { payment: null };
  }
};

export default PaymentCancelPage;
