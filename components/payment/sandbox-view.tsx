import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import { useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { navigate } from '../../lib/navigation';
import { paymentService } from '../../services/payment.service';
import type { SandboxPayment } from '../../types/checkout';
import ButtonLink from '../common/button-link';
import LightAlert from '../common/light-alert';
import LightButton from '../common/light-button';
import Tag from '../common/light-tag';
import OrderSummary from './order-summary';
import styles from './payment.module.css';

export const successPath = (transactionId: string) => `/payment/success?transactionId=${encodeURIComponent(transactionId)}`;
export const cancelPath = (transactionId: string) => `/payment/cancel?transactionId=${encodeURIComponent(transactionId)}`;

type Decision = 'approve' | 'decline';

/**
 * The built-in sandbox gateway's page: the order and its amount, and Approve / Decline. The server then
 * delivers the outcome to its own webhook as a real gateway would; the buyer goes on to the success page
 * (which waits for that confirmation) or the cancel page.
 */
export default function SandboxView({ payment }: { payment: SandboxPayment }) {
  const { transaction, order } = payment;
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = transaction.status === 'pending';

  const decide = async (decision: Decision) => {
    setDeciding(decision);
    setError(null);
    try {
      await paymentService.sandboxDecide(transaction._id, decision);
      await navigate(decision === 'approve' ? successPath(transaction._id) : cancelPath(transaction._id));
    } catch (thrown) {
      setError(errorMessage(thrown, MESSAGES.genericError));
      setDeciding(null);
    }
  };

  return (
    <section className={styles.sandbox} aria-labelledby="sandbox-title" data-testid="sandbox-payment">
      <header className={styles.sandboxHeader}>
        <div>
          <Tag color="purple">
            <ExperimentOutlined aria-hidden /> Sandbox gateway
          </Tag>
        </div>
        <h1 id="sandbox-title" className={styles.sandboxTitle}>
          Pay order #{order.number}
        </h1>
        <p className={styles.note}>A test payment page: no card is asked for and no real money moves.</p>
      </header>
      <OrderSummary order={order} />
      {error && <LightAlert type="error" showIcon title={error} data-testid="sandbox-error" />}
      {pending ? (
        <div className={styles.decision}>
          <LightButton
            type="primary"
            size="large"
            shape="round"
            icon={<CheckOutlined aria-hidden />}
            loading={deciding === 'approve'}
            disabled={deciding !== null}
            onClick={() => void decide('approve')}
            data-testid="sandbox-approve"
          >
            Approve
          </LightButton>
          <LightButton
            size="large"
            shape="round"
            icon={<CloseOutlined aria-hidden />}
            loading={deciding === 'decline'}
            disabled={deciding !== null}
            onClick={() => void decide('decline')}
            data-testid="sandbox-decline"
          >
            Decline
          </LightButton>
        </div>
      ) : (
        <LightAlert
          type="info"
          showIcon
          title={`This payment is already ${transaction.status === 'success' ? 'paid' : transaction.status}.`}
          action={
            <ButtonLink href={successPath(transaction._id)} size="small">
              See its status
            </ButtonLink>
          }
          data-testid="sandbox-decided"
        />
      )}
    </section>
  );
}
