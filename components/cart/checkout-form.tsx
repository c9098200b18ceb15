import LockOutlined from '@ant-design/icons/LockOutlined';
import type { ShippingDetails } from '../../types/checkout';
import { checkoutRequested } from '../../redux/checkout/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import LightButton from '../common/light-button';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';
import { countries } from '../../lib/countries';
import { useLightForm } from '../form/use-light-form';
import { pattern, required } from '../form/validation';
import styles from './cart.module.css';

interface Props {
  /** Some line is physical: the shipping details are shown and required. */
  needsShipping: boolean;
  /** Every line can be checked out as it is. */
  ready: boolean;
}

const EMPTY: ShippingDetails = { name: '', address: '', city: '', postalCode: '', country: '', phone: '' };

/** The shipping details (when any line is physical) and the Checkout button: purchase-products, then off to pay. */
export default function CheckoutForm({ needsShipping, ready }: Props) {
  const dispatch = useAppDispatch();
  const requesting = useAppSelector((s) => s.checkout.purchase.requesting);
  const form = useLightForm<ShippingDetails>({
    name: 'shipping',
    initialValues: EMPTY,
    rules: needsShipping
      ? {
          name: [required('Please enter the name to ship to', { whitespace: true })],
          address: [required('Please enter the address', { whitespace: true })],
          city: [required('Please enter the city', { whitespace: true })],
          country: [required('Please choose the country')],
          phone: [
            required('Please enter a phone number', { whitespace: true }),
            pattern(/^[0-9+()\-. ]{3,40}$/, 'Please enter a valid phone number: digits, spaces and + ( ) - .'),
          ],
          postalCode: [required('Please enter the postal code', { whitespace: true }), pattern(/^.{1,20}$/, 'A postal code has at most 20 characters')],
        }
      : {},
    onSubmit: (values) => {
      if (!ready) return;
      const shipping = needsShipping
        ? {
            name: values.name.trim(),
            address: values.address.trim(),
            city: values.city.trim(),
            postalCode: values.postalCode.trim(),
            country: values.country,
            phone: values.phone.trim(),
          }
        : undefined;
      dispatch(checkoutRequested(shipping ? { shipping } : {}));
    },
  });

  return (
    <LightForm {...form.formProps} data-testid="checkout-form">
      {needsShipping && (
        <fieldset className={styles.shipping} data-testid="shipping-fields">
          <legend className={styles.sectionTitle}>Shipping details</legend>
          <FormItem label="Full name" {...form.item('name')}>
            <LightInput {...form.input('name')} autoComplete="shipping name" maxLength={100} />
          </FormItem>
          <FormItem label="Address" {...form.item('address')}>
            <LightInput {...form.input('address')} autoComplete="shipping street-address" maxLength={500} />
          </FormItem>
          <div className={styles.shippingRow}>
            <FormItem label="City" {...form.item('city')}>
              <LightInput {...form.input('city')} autoComplete="shipping address-level2" maxLength={100} />
            </FormItem>
            <FormItem label="Postal code" {...form.item('postalCode')}>
              <LightInput {...form.input('postalCode')} autoComplete="shipping postal-code" maxLength={20} />
            </FormItem>
          </div>
          <div className={styles.shippingRow}>
            <FormItem label="Country" {...form.item('country')}>
              <LightSelect {...form.input('country')} autoComplete="shipping country">
                <option value="">Choose…</option>
                {countries().map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </LightSelect>
            </FormItem>
            <FormItem label="Phone" {...form.item('phone')}>
              <LightInput {...form.input('phone')} type="tel" autoComplete="shipping tel" maxLength={40} />
            </FormItem>
          </div>
        </fieldset>
      )}
      <LightButton
        type="primary"
        htmlType="submit"
        size="large"
        shape="round"
        block
        icon={<LockOutlined aria-hidden />}
        loading={requesting}
        disabled={!ready}
        data-testid="checkout-button"
      >
        Checkout
      </LightButton>
    </LightForm>
  );
}
