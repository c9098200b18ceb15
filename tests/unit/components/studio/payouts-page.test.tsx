import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PayoutsPage from '../../../../pages/performer/payouts';
import { payoutService } from '../../../../services/payout.service';
import type { PayoutSummary } from '../../../../types/payout';
import { performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/payouts', asPath: '/performer/payouts', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/payout.service', () => ({
  payoutService: { summary: jest.fn(), payouts: jest.fn(), saveAccount: jest.fn(), account: jest.fn() },
}));

const summary = jest.mocked(payoutService.summary);
const payouts = jest.mocked(payoutService.payouts);
const saveAccount = jest.mocked(payoutService.saveAccount);

const NO_ACCOUNT: PayoutSummary = {
  account: null,
  minimumThresholdCents: 2000,
  holdDays: 7,
  availableCents: 4550,
  pendingCents: 1200,
  pendingFrom: '2026-12-03T10:00:00.000Z',
  owedCents: 0,
  nextPayoutDate: '2026-11-30',
  nextPayoutCents: 0,
  nextPayoutBlocked: 'No payout details',
  paidCents: 0,
};

beforeEach(() => {
  jest.clearAllMocks();
  summary.mockResolvedValue(NO_ACCOUNT);
  payouts.mockResolvedValue({ data: [], total: 0 });
});

describe('/performer/payouts', () => {
  it('shows what is owed and held, and why the next payout sends nothing', async () => {
    await visitPage(PayoutsPage, {}, { as: performer });
    expect(await screen.findByTestId('payout-next')).toHaveTextContent('Next payout: Nov 30, 2026');
    expect(screen.getByTestId('payout-next')).toHaveTextContent('Add your payout details below to be paid.');
    expect(screen.getByTestId('payout-total-available')).toHaveTextContent('$45.50');
    expect(screen.getByTestId('payout-total-pending')).toHaveTextContent('Pending, available from Dec 3, 2026$12.00');
    expect(screen.getByText(/No payout has been sent yet/)).toBeInTheDocument();
  });

  it('checks the details before sending them, sends the chosen method’s fields, and then shows only their summary', async () => {
    const user = userEvent.setup();
    const saved = { method: 'paypal' as const, summary: 'PayPal a•••@example.com', thresholdCents: 7500, updatedAt: '2026-11-29T10:00:00.000Z' };
    saveAccount.mockResolvedValue(saved);
    await visitPage(PayoutsPage, {}, { as: performer });
    await screen.findByTestId('payout-account-form');
    await user.click(screen.getByTestId('payout-account-save'));
    expect(saveAccount).not.toHaveBeenCalled();
    expect(screen.getByText('Give the name on the account.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Method'), 'paypal');
    await user.type(screen.getByLabelText('PayPal e-mail address'), 'ann@example.com');
    await user.clear(screen.getByLabelText('Payout threshold ($)'));
    await user.type(screen.getByLabelText('Payout threshold ($)'), '75');
    summary.mockResolvedValue({ ...NO_ACCOUNT, account: saved, nextPayoutBlocked: null, nextPayoutCents: 4550 });
    await user.click(screen.getByTestId('payout-account-save'));
    expect(saveAccount).toHaveBeenCalledWith({ method: 'paypal', details: { email: 'ann@example.com' }, thresholdCents: 7500 });
    expect(await screen.findByText(/Payouts go to: PayPal a•••@example.com/)).toBeInTheDocument();
    expect(screen.getByTestId('payout-next')).toHaveTextContent('Next payout: $45.50 on Nov 30, 2026');
    expect(screen.getByLabelText('PayPal e-mail address')).toHaveValue('');
  });
});
