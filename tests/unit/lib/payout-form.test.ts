import { checkPayoutForm, payoutBody, payoutFormOf } from '../../../lib/payout-form';
import { toCsv } from '../../../server/modules/payouts/csv';

const MINIMUM = 2000;
const empty = payoutFormOf(null, MINIMUM);

describe('the payout details form', () => {
  it('starts on a bank transfer with a $50 threshold, or the saved method and threshold', () => {
    expect(empty).toMatchObject({ method: 'bank_transfer', threshold: '50.00', accountNumber: '' });
    expect(
      payoutFormOf({ method: 'paypal', summary: 'PayPal a•••@example.com', thresholdCents: 12000, updatedAt: '2026-11-01T00:00:00Z' }, MINIMUM),
    ).toMatchObject({
      method: 'paypal',
      threshold: '120.00',
      email: '',
    });
  });

  it('says what is missing or wrong for the chosen method only, and a threshold under the minimum', () => {
    expect(checkPayoutForm(empty, MINIMUM)).toEqual({
      accountHolder: 'Give the name on the account.',
      accountNumber: 'An account number or IBAN is 4 to 42 letters and digits.',
    });
    expect(checkPayoutForm({ ...empty, method: 'paypal', email: 'nope', threshold: '19.99' }, MINIMUM)).toEqual({
      email: 'Give the e-mail address of your PayPal account.',
      threshold: 'The threshold is at least 20.00.',
    });
    expect(checkPayoutForm({ ...empty, method: 'crypto_wallet', address: '0x12', threshold: 'ten' }, MINIMUM)).toEqual({
      address: 'A wallet address is 26 to 100 letters and digits.',
      threshold: 'A threshold is an amount like 50.00.',
    });
  });

  it('sends the chosen method’s fields only, trimmed, and the threshold in cents', () => {
    const bank = {
      ...empty,
      accountHolder: ' Ann ',
      accountNumber: 'GB33 BUKB 2020',
      routingCode: '',
      bankName: ' ',
      email: 'left@over.com',
      threshold: '75.5',
    };
    expect(payoutBody(bank)).toEqual({ method: 'bank_transfer', details: { accountHolder: 'Ann', accountNumber: 'GB33 BUKB 2020' }, thresholdCents: 7550 });
    expect(payoutBody({ ...bank, method: 'paypal', email: ' ann@example.com ' })).toEqual({
      method: 'paypal',
      details: { email: 'ann@example.com' },
      thresholdCents: 7550,
    });
    expect(payoutBody({ ...bank, method: 'crypto_wallet', network: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).toEqual({
      method: 'crypto_wallet',
      details: { network: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      thresholdCents: 7550,
    });
  });
});

describe('a payout batch as CSV', () => {
  it('quotes every field, doubles quotes, ends lines with CRLF, and defuses what a spreadsheet would run', () => {
    expect(
      toCsv([
        { name: 'Ann "A" Smith', amount: '12.50', note: '=SUM(A1)' },
        { name: '+1', amount: '-3', note: '@x' },
      ]),
    ).toBe('"name","amount","note"\r\n"Ann ""A"" Smith","12.50","\'=SUM(A1)"\r\n"\'+1","\'-3","\'@x"\r\n');
    expect(toCsv([])).toBe('');
  });
});
