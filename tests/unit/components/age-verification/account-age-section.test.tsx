import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import AgeVerificationSection from '../../../../components/user/age-verification-section';
import { sessionRestored } from '../../../../redux/auth/slice';
import { makeStore } from '../../../../redux/store';
import { ageVerificationService } from '../../../../services/age-verification.service';
import type { AgeVerificationStatus } from '../../../../types/age-verification';
import { makeUser } from '../../helpers/fixtures';

jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../../../../services/age-verification.service', () => ({
  ageVerificationService: { enabled: jest.fn(), status: jest.fn(), recheck: jest.fn() },
}));

const service = jest.mocked(ageVerificationService);
const none: AgeVerificationStatus = { status: 'none', verified: false, provider: null, updatedAt: null, verifiedAt: null, reference: null };
const pending: AgeVerificationStatus = { ...none, status: 'pending', provider: 'simulator', updatedAt: '2026-11-23T10:00:00.000Z' };

beforeEach(() => {
  jest.clearAllMocks();
  service.enabled.mockResolvedValue({ enabled: true, country: 'GB' });
});

function renderSection() {
  const store = makeStore();
  store.dispatch(sessionRestored(makeUser({ verifymyage_verified: false })));
  render(
    <Provider store={store}>
      <AgeVerificationSection />
    </Provider>,
  );
  return store;
}

describe("the account page's age verification", () => {
  it('verified: on which day, by which provider', async () => {
    service.status.mockResolvedValue({ ...pending, status: 'verified', verified: true, provider: 'verifymyage', verifiedAt: '2026-03-04T10:00:00.000Z' });
    renderSection();
    await waitFor(() => expect(screen.getByTestId('account-age-verification')).toHaveTextContent('Verified on Mar 4, 2026 by VerifyMyAge.'));
    expect(screen.queryByRole('button', { name: 'Verify my age' })).not.toBeInTheDocument();
  });

  it('pending: "Check again" rechecks, and a verified answer shows', async () => {
    service.status.mockResolvedValue(pending);
    service.recheck.mockResolvedValue({ ...pending, status: 'verified', verified: true, verifiedAt: '2026-11-23T10:05:00.000Z' });
    const store = renderSection();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(screen.getByTestId('account-age-verification')).toHaveTextContent('Verified on Nov 23, 2026 by the age verification simulator.'),
    );
    expect(service.recheck).toHaveBeenCalledTimes(1);
    expect(store.getState().user.current.verifymyage_verified).toBe(true);
  });

  it('not verified where it applies: "Verify my age" opens the prompt', async () => {
    service.status.mockResolvedValue({ ...pending, status: 'failed' });
    const store = renderSection();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify my age' }));
    expect(screen.getByTestId('account-age-verification')).toHaveTextContent('Failed');
    expect(store.getState().auth.verificationRequired).toBe(true);
  });

  it('not verified where it does not apply: nothing to do', async () => {
    service.status.mockResolvedValue(none);
    service.enabled.mockResolvedValue({ enabled: false, country: 'US' });
    renderSection();
    await waitFor(() => expect(screen.getByTestId('account-age-verification')).toHaveTextContent('No age check is required in your country.'));
    expect(screen.queryByRole('button', { name: 'Verify my age' })).not.toBeInTheDocument();
  });
});
