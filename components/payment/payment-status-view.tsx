import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useEffect } from 'react';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { CART_ROUTE, ROUTES } from '../../lib/constants';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { paymentWatchStarted, paymentWatchStopped } from '../../redux/payment-status/slice';
import type { Transaction } from '../../types/checkout';
import ButtonLink from '../common/button-link';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';
import LightSpin from '../common/light-spin';
import { useMoney } from '../common/use-money';
import PurchasedLinks from './purchased-links';
import SubscriptionPaid from './subscription-paid';
import styles from './payment.module.css';

const FAILED_WORDS: Record<Exclude<Transaction['status'], 'pending' | 'success'>, string> = {
  failed: 'The payment was declined or failed.',
  expired: 'The payment was not completed in time.',
  cancelled: 'The order was cancelled before it was paid.',
  refunded: 'The payment was refunded.',
  chargeback: 'The payment was charged back.',
  voided: 'The payment was voided.',
};

/**
 * The page the buyer lands on after paying: "pending" until the server confirms the transaction (it asks again
 * when the socket brings news and every few seconds), then "paid" with links to what was bought. It never says
 * paid on the strength of the address alone.
 */
export default function PaymentStatusView({ transactionId }: { transactionId: string }) {
  const dispatch = useAppDispatch();
  const { phase, transaction, order, error, gaveUp } = useAppSelector((s) => s.paymentStatus);
  const money = useMoney();

  useEffect(() => {
    if (!transactionId) return undefined;
    dispatch(paymentWatchStarted(transactionId));
    return () => {
      dispatch(paymentWatchStopped());
    };
  }, [dispatch, transactionId]);

  const what = transaction ? `${transaction.description} · ${money(transaction.amount)}` : undefined;

  if (!transactionId || phase === 'notFound') {
    return (
      <LightResult
        status="warning"
        title="We could not find this payment"
        subTitle="The link may be incomplete, or the payment belongs to another account."
        data-testid="payment-not-found"
        extra={
          <ButtonLink href={ROUTES.home} type="primary" size="large">
            Back to home
          </ButtonLink>
        }
      />
    );
  }

  if (phase === 'paid' && order?.kind === 'subscription' && transaction) {
    return <SubscriptionPaid order={order} amount={money(transaction.amount)} />;
  }

  if (phase === 'paid') {
    return (
      <LightResult
        status="success"
        title="Payment received, thank you!"
        subTitle={what}
        data-testid="payment-paid"
        extra={
          <div className={styles.paid}>
            {order && order.lines.length > 0 && (
              <>
                <p className={styles.lead}>{order.lines.length === 1 ? 'It is yours now:' : 'They are yours now:'}</p>
                <PurchasedLinks lines={order.lines} />
              </>
            )}
            <ButtonLink href={CATALOGUE_ROUTES.videos} size="large" shape="round">
              Keep browsing
            </ButtonLink>
          </div>
        }
      />
    );
  }

  if (phase === 'failed' && transaction) {
    const words = transaction.status === 'pending' || transaction.status === 'success' ? '' : FAILED_WORDS[transaction.status];
    return (
      <LightResult
        status="error"
        title="The payment did not go through"
        subTitle={`${words} Nothing was unlocked${transaction.type === 'product_purchase' ? ' and your cart is kept' : ''}.`}
        data-testid="payment-failed"
        extra={
          <ButtonLink href={transaction.type === 'product_purchase' ? CART_ROUTE : CATALOGUE_ROUTES.videos} type="primary" size="large">
            {transaction.type === 'product_purchase' ? 'Back to the cart' : 'Back to the videos'}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <LightResult
      icon={<LightSpin size="large" />}
      title="Waiting for the payment to be confirmed"
      subTitle={
        <>
          {what && <span className={styles.block}>{what}</span>}
          <span className={styles.block}>
            {gaveUp
              ? 'It is taking longer than usual. The payment is confirmed by the payment provider; check again in a moment.'
              : 'This page updates by itself as soon as the payment provider confirms it.'}
          </span>
          {error && !gaveUp && (
            <span className={styles.block} role="status">
              Could not check just now ({error.message}); trying again.
            </span>
          )}
        </>
      }
      data-testid="payment-pending"
      extra={
        gaveUp && (
          <LightButton icon={<ReloadOutlined aria-hidden />} onClick={() => dispatch(paymentWatchStarted(transactionId))} data-testid="payment-check-again">
            Check again
          </LightButton>
        )
      }
    />
  );
}
