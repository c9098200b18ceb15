import { centsFromInput, inputFromCents } from './price-input';
import type { PayoutAccount, PayoutAccountInput, PayoutMethod } from '../types/payout';

// The Studio's payout details form: the values as typed, their checks (the server's rules, said before sending), and
// the body sent. The details are never sent back by the server: changing them means typing them whole again.

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_transfer: 'Bank transfer',
  paypal: 'PayPal',
  crypto_wallet: 'Crypto wallet',
};

export const WALLET_NETWORK_LABELS = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron', solana: 'Solana' } as const;
export type WalletNetwork = keyof typeof WALLET_NETWORK_LABELS;

export interface PayoutFormValues {
  method: PayoutMethod;
  accountHolder: string;
  accountNumber: string;
  routingCode: string;
  bankName: string;
  email: string;
  network: WalletNetwork;
  address: string;
  threshold: string;
}

export type PayoutFormErrors = Partial<Record<keyof PayoutFormValues, string>>;

export function payoutFormOf(account: PayoutAccount | null, minimumCents: number): PayoutFormValues {
  return {
    method: account?.method ?? 'bank_transfer',
    accountHolder: '',
    accountNumber: '',
    routingCode: '',
    bankName: '',
    email: '',
    network: 'ethereum',
    address: '',
    threshold: inputFromCents(account?.thresholdCents ?? Math.max(minimumCents, 5000)),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field's problem, if any (none: the form may be sent). */
export function checkPayoutForm(values: PayoutFormValues, minimumCents: number): PayoutFormErrors {
  const errors: PayoutFormErrors = {};
  if (values.method === 'bank_transfer') {
    if (!values.accountHolder.trim()) errors.accountHolder = 'Give the name on the account.';
    const number = values.accountNumber.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9]{4,42}$/.test(number)) errors.accountNumber = 'An account number or IBAN is 4 to 42 letters and digits.';
    if (!/^[A-Za-z0-9 -]{0,20}$/.test(values.routingCode.trim())) errors.routingCode = 'A bank code is up to 20 letters and digits.';
  } else if (values.method === 'paypal') {
    if (!EMAIL.test(values.email.trim())) errors.email = 'Give the e-mail address of your PayPal account.';
  } else if (!/^[A-Za-z0-9]{26,100}$/.test(values.address.trim())) {
    errors.address = 'A wallet address is 26 to 100 letters and digits.';
  }
  const cents = centsFromInput(values.threshold);
  if (cents === null) errors.threshold = 'A threshold is an amount like 50.00.';
  else if (cents < minimumCents) errors.threshold = `The threshold is at least ${inputFromCents(minimumCents)}.`;
  else if (cents > 10_000_000) errors.threshold = 'The threshold is at most 100000.00.';
  return errors;
}

/** PUT /performer/payout-account for checked values. */
export function payoutBody(values: PayoutFormValues): PayoutAccountInput {
  const thresholdCents = centsFromInput(values.threshold)!;
  if (values.method === 'paypal') return { method: 'paypal', details: { email: values.email.trim() }, thresholdCents };
  if (values.method === 'crypto_wallet')
    return { method: 'crypto_wallet', details: { network: values.network, address: values.address.trim() }, thresholdCents };
  return {
    method: 'bank_transfer',
    details: {
      accountHolder: values.accountHolder.trim(),
      accountNumber: values.accountNumber.trim(),
      ...(values.routingCode.trim() && { routingCode: values.routingCode.trim() }),
      ...(values.bankName.trim() && { bankName: values.bankName.trim() }),
    },
    thresholdCents,
  };
}
