import { useState, type FormEvent } from 'react';
import { percent } from '../../lib/money';
import { couponApplyRequested, couponRemoved } from '../../redux/checkout/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import LightButton from '../common/light-button';
import LightInput from '../form/light-input';
import styles from './cart.module.css';

/** A coupon code, checked with the server (POST /coupons/:code/apply-coupon): its discount, or the server's reason why not. */
export default function CouponForm() {
  const dispatch = useAppDispatch();
  const coupon = useAppSelector((s) => s.checkout.coupon);
  const [code, setCode] = useState('');

  if (coupon.data) {
    return (
      <div className={styles.couponApplied} data-testid="coupon-applied">
        <span>
          Coupon <strong>{coupon.data.code}</strong>: {percent(coupon.data.discount)} off
        </span>
        <LightButton type="text" size="small" onClick={() => dispatch(couponRemoved())} data-testid="coupon-remove">
          Remove
        </LightButton>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) dispatch(couponApplyRequested(code.trim()));
  };
  return (
    <form className={styles.coupon} onSubmit={submit} noValidate data-testid="coupon-form">
      <label htmlFor="coupon-code" className={styles.fieldLabel}>
        Coupon
      </label>
      <div className={styles.couponRow}>
        <LightInput
          id="coupon-code"
          value={code}
          placeholder="Enter a code"
          autoComplete="off"
          maxLength={64}
          status={coupon.error ? 'error' : undefined}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? 'coupon-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <LightButton htmlType="submit" loading={coupon.requesting} disabled={!code.trim()} data-testid="coupon-apply">
          Apply
        </LightButton>
      </div>
      {coupon.error && (
        <p id="coupon-error" className={styles.couponError} role="alert" data-testid="coupon-error">
          {coupon.error.message}
        </p>
      )}
    </form>
  );
}
