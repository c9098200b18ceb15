import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import { awaitsPayment, openPaymentOf, type PayableOrder } from '../../lib/purchases';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { orderActions } from '../../redux/order-actions/slice';
import type { Order } from '../../types/checkout';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import styles from './purchases.module.css';

/** The order as the page shows it: as loaded, or as the server answered since (cancelled here). */
export function useShownOrder<T extends Order>(order: T): T {
  const updated = useAppSelector((s) => s.orderActions.updated[order._id]);
  return (updated as T | undefined) ?? order;
}

/**
 * An order awaiting payment: "Pay now" (off to its open payment) and "Cancel" (after a confirmation). Nothing for
 * an order in any other state.
 */
export default function OrderPayActions({ order, size = 'middle' }: { order: PayableOrder; size?: 'small' | 'middle' }) {
  const dispatch = useAppDispatch();
  const shown = useShownOrder(order);
  const cancelling = useAppSelector((s) => Boolean(s.orderActions.cancelling[order._id]));
  if (!awaitsPayment(shown)) return null;
  const paymentUrl = openPaymentOf(shown);
  return (
    <div className={styles.payActions} data-testid="order-pay-actions">
      {paymentUrl && (
        <LightButton
          type="primary"
          size={size}
          icon={<CreditCardOutlined aria-hidden />}
          disabled={cancelling}
          onClick={() => dispatch(orderActions.payRequested({ orderId: shown._id, paymentUrl }))}
          aria-label={`Pay now for order #${shown.number}`}
          data-testid="order-pay-now"
        >
          Pay now
        </LightButton>
      )}
      <LazyPopconfirm
        title={`Cancel order #${shown.number}?`}
        description="Nothing has been charged for it; it will not be payable any more."
        okText="Cancel order"
        cancelText="Keep it"
        okButtonProps={{ danger: true }}
        onConfirm={() => {
          dispatch(orderActions.cancelRequested(shown._id));
        }}
      >
        <LightButton size={size} loading={cancelling} aria-label={`Cancel order #${shown.number}`} data-testid="order-cancel">
          Cancel
        </LightButton>
      </LazyPopconfirm>
    </div>
  );
}
