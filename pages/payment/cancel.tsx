import ButtonLink from '../../components/common/button-link';
import LightResult from '../../components/common/light-result';
import PageTitle from '../../components/common/page-title';
import styles from '../../components/payment/payment.module.css';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { CART_ROUTE } from '../../lib/constants';
import type { LimelightPage } from '../../types/page';

/** Where a gateway sends a buyer who cancelled or was declined: nothing was charged, the cart is still there. */
const PaymentCancelPage: LimelightPage = () => (
  <div className={`page-container ${styles.page}`} data-testid="payment-cancel-page">
    <PageTitle title="Payment cancelled" />
    <LightResult
      status="info"
      title="Payment cancelled"
      subTitle="Nothing was charged and nothing was unlocked. Your cart is kept, so you can try again whenever you like."
      extra={
        <div className={styles.actions}>
          <ButtonLink href={CART_ROUTE} type="primary" size="large" shape="round">
            Back to the cart
          </ButtonLink>
          <ButtonLink href={CATALOGUE_ROUTES.videos} size="large" shape="round">
            Keep browsing
          </ButtonLink>
        </div>
      }
    />
  </div>
);

export default PaymentCancelPage;
