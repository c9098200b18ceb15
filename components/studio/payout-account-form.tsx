import type { FormEvent } from 'react';
import {
  checkPayoutForm,
  PAYOUT_METHOD_LABELS,
  payoutBody,
  payoutFormOf,
  WALLET_NETWORK_LABELS,
  type PayoutFormValues,
  type WalletNetwork,
} from '../../lib/payout-form';
import { notify } from '../../lib/notify';
import { useAppSelector } from '../../redux/hooks';
import { payoutService } from '../../services/payout.service';
import type { PayoutAccount, PayoutMethod } from '../../types/payout';
import LightButton from '../common/light-button';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';
import { useCheckedForm } from '../form/use-checked-form';
import styles from './studio.module.css';

interface Props {
  account: PayoutAccount | null;
  minimumCents: number;
  onSaved: (account: PayoutAccount) => void;
}

/**
 * Where payouts go (bank transfer, PayPal or a crypto wallet, with that method's fields) and the threshold below which
 * nothing is sent. The saved details are never shown again, only their summary: changing them means typing them whole.
 */
export default function PayoutAccountForm({ account, minimumCents, onSaved }: Props) {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const check = (values: PayoutFormValues) => checkPayoutForm(values, minimumCents);
  const { values, set, passes, item } = useCheckedForm(() => payoutFormOf(account, minimumCents), check, 'payout');
  const { submitting, error, submit } = useSubmit(payoutService.saveAccount);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passes()) return;
    const saved = await submit(payoutBody(values));
    if (!saved) return;
    notify.success(`Payouts now go to: ${saved.summary}.`);
    onSaved(saved);
  };

  const text = (field: keyof PayoutFormValues, label: string, props: { maxLength: number; autoComplete?: string; help?: string; required?: boolean }) => (
    <FormItem {...item(field)} label={label} help={props.help}>
      <LightInput
        value={values[field] as string}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        onChange={(e) => set(field, e.target.value)}
        aria-required={props.required ?? true}
      />
    </FormItem>
  );

  return (
    <LightForm id="payout" noValidate onSubmit={onSubmit} className={styles.panel} data-testid="payout-account-form">
      <h2 className={styles.panelTitle}>Payout details</h2>
      <p className={styles.panelHint} data-testid="payout-account-current">
        {account
          ? `Payouts go to: ${account.summary}. To change them, enter the new details whole: the saved ones are kept encrypted and never shown.`
          : 'Where should we send your money? Your details are kept encrypted.'}
      </p>
      {error && (
        <p className={styles.formError} role="alert" data-testid="payout-form-error">
          {error}
        </p>
      )}
      <FormItem {...item('method')} label="Method">
        <LightSelect value={values.method} onChange={(e) => set('method', e.target.value as PayoutMethod)}>
          {Object.entries(PAYOUT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </LightSelect>
      </FormItem>
      {values.method === 'bank_transfer' && (
        <>
          {text('accountHolder', 'Name on the account', { maxLength: 100, autoComplete: 'name' })}
          {text('accountNumber', 'IBAN or account number', { maxLength: 50 })}
          {text('routingCode', 'BIC/SWIFT, sort code or routing number', { maxLength: 20, required: false, help: 'Optional for an IBAN.' })}
          {text('bankName', 'Bank name', { maxLength: 100, required: false })}
        </>
      )}
      {values.method === 'paypal' && text('email', 'PayPal e-mail address', { maxLength: 254, autoComplete: 'email' })}
      {values.method === 'crypto_wallet' && (
        <>
          <FormItem {...item('network')} label="Network">
            <LightSelect value={values.network} onChange={(e) => set('network', e.target.value as WalletNetwork)}>
              {Object.entries(WALLET_NETWORK_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </LightSelect>
          </FormItem>
          {text('address', 'Wallet address', { maxLength: 100, help: 'Check it twice: a payment sent to a wrong address cannot be taken back.' })}
        </>
      )}
      <FormItem
        {...item('threshold')}
        label={`Payout threshold (${symbol})`}
        help="Nothing is sent until what is payable reaches this; it carries over until then."
      >
        <LightInput value={values.threshold} inputMode="decimal" onChange={(e) => set('threshold', e.target.value)} aria-required />
      </FormItem>
      <LightButton type="primary" htmlType="submit" loading={submitting} data-testid="payout-account-save">
        Save payout details
      </LightButton>
    </LightForm>
  );
}
