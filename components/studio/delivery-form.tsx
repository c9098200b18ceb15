import { useState, type FormEvent } from 'react';
import { DELIVERY_STEPS } from '../../lib/studio';
import { useAppDispatch } from '../../redux/hooks';
import { soldLineUpdated } from '../../redux/sold-lines/slice';
import { soldLinesService } from '../../services/sold-lines.service';
import type { DeliveryStatus, OrderLine } from '../../types/checkout';
import LightButton from '../common/light-button';
import { useSubmit } from '../common/use-submit';
import styles from './studio.module.css';

// The server's rule for a tracking code (DeliveryUpdateBody): said here before sending.
const SHIPPING_CODE = /^[A-Za-z0-9 _./#-]{1,100}$/;

/** What a seller may say of a delivery; "refunded" is only ever the result of a refund. */
type SellerStep = Exclude<DeliveryStatus, 'refunded'>;

/** A paid physical line's delivery: its step and tracking code, saved through PUT /orders/:id/update. */
export default function DeliveryForm({ line }: { line: OrderLine }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<SellerStep>(line.deliveryStatus && line.deliveryStatus !== 'refunded' ? line.deliveryStatus : 'processing');
  const [code, setCode] = useState(line.shippingCode ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { submitting, error, submit } = useSubmit(soldLinesService.updateDelivery);
  const unchanged = status === (line.deliveryStatus ?? null) && code.trim() === (line.shippingCode ?? '');

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shippingCode = code.trim();
    if (shippingCode && !SHIPPING_CODE.test(shippingCode)) {
      setInvalid('A tracking code has letters, digits, spaces and _ . / # - only (at most 100).');
      return;
    }
    setInvalid(null);
    const updated = await submit(line._id, { deliveryStatus: status, ...(shippingCode ? { shippingCode } : {}) });
    if (updated) dispatch(soldLineUpdated(updated));
  };

  if (line.deliveryStatus === 'refunded') {
    return (
      <p className={styles.fieldLabel} data-testid="delivery-form">
        Refunded: this line is not delivered.
      </p>
    );
  }

  const ids = { status: `delivery-status-${line._id}`, code: `shipping-code-${line._id}` };
  return (
    <form className={styles.deliveryForm} onSubmit={save} noValidate data-testid="delivery-form">
      <label className={styles.fieldLabel} htmlFor={ids.status}>
        Delivery
        <select id={ids.status} className={styles.field} value={status} onChange={(e) => setStatus(e.target.value as SellerStep)}>
          {DELIVERY_STEPS.map((step) => (
            <option key={step.value} value={step.value}>
              {step.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.fieldLabel} htmlFor={ids.code}>
        Tracking code
        <input
          id={ids.code}
          className={styles.field}
          value={code}
          maxLength={100}
          placeholder="Optional"
          aria-invalid={invalid ? true : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <LightButton htmlType="submit" type="primary" loading={submitting} disabled={unchanged}>
        Save delivery
      </LightButton>
      {(invalid || error) && (
        <span className={styles.deliveryError} role="alert" data-testid="delivery-error">
          {invalid ?? error}
        </span>
      )}
    </form>
  );
}
