import { useState, type FormEvent } from 'react';
import { percent } from '../../lib/money';
import { couponApplyRequested, couponRemoved } from '../../redux/checkout/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import LightButton from '../common/light-button';
import LightInput from '../form/light-input';
import styles from './cart.module.css';

/** What the API takes as a coupon code. */
const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/;

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

  const typed = code.trim();
  const malformed = typed !== '' && !COUPON_CODE.test(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed && !malformed) dispatch(couponApplyRequested(typed));
  };
  const message = malformed ? 'A coupon code has only letters, digits, - and _.' : coupon.error?.message;
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
          maxLength={40}
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'coupon-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <LightButton htmlType="submit" loading={coupon.requesting} disabled={!typed || malformed} data-testid="coupon-apply">
          Apply
        </LightButton>
      </div>
      {message && (
        <p id="coupon-error" className={styles.couponError} role="alert" data-testid="coupon-error">
          {message}
        </p>
      )}
    </form>
  );
}
