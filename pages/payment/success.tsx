import PageTitle from '../../components/common/page-title';
import PaymentStatusView from '../../components/payment/payment-status-view';
import styles from '../../components/payment/payment.module.css';
import { firstValue } from '../../lib/listing-query';
import type { LimelightPage } from '../../types/page';

type Props = { transactionId: string };

/** Where a gateway sends the buyer back (?transactionId=): the payment's real status, as the server tells it. */
const PaymentSuccessPage: LimelightPage<Props> = ({ transactionId }) => (
  <div className={`page-container ${styles.page}`} data-testid="payment-success-page">
    <PageTitle title="Payment" />
    <PaymentStatusView transactionId={transactionId} />
  </div>
);

PaymentSuccessPage.getInitialProps = async (ctx) => ({ transactionId: firstValue(ctx.query.transactionId).slice(0, 100) });
PaymentSuccessPage.authenticate = true;

export default PaymentSuccessPage;
