import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import AgeVerificationModalHost from '../../../../components/age-verification/age-verification-modal-host';
import { leaveSite } from '../../../../lib/navigation';
import { ageVerificationRequired, sessionRestored } from '../../../../redux/auth/slice';
import { makeStore } from '../../../../redux/store';
import { ageVerificationService } from '../../../../services/age-verification.service';
import { utilsService } from '../../../../services/utils.service';
import { makeUser } from '../../helpers/fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/home', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/age-verification.service', () => ({ ageVerificationService: { enabled: jest.fn(), start: jest.fn() } }));
jest.mock('../../../../services/utils.service', () => ({ utilsService: { countries: jest.fn() } }));
jest.mock('../../../../services/auth.service', () => ({ authService: { logout: jest.fn().mockResolvedValue({ success: true }) } }));

const service = jest.mocked(ageVerificationService);

// The host loads the prompt's code when it opens; loaded here first (antd's Modal and Select take seconds to
// compile on a busy machine), the opening in each test finds it ready.
beforeAll(() => import('../../../../components/age-verification/age-verification-modal'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  service.enabled.mockResolvedValue({ enabled: true, country: 'FR' });
  jest.mocked(utilsService.countries).mockResolvedValue([
    { code: 'FR', name: 'France', flag: '' },
    { code: 'GB', name: 'United Kingdom', flag: '' },
  ]);
});

function renderPrompt(user = makeUser({ _id: 'u7', verifymyage_verified: false })) {
  const store = makeStore();
  store.dispatch(sessionRestored(user));
  render(
    <Provider store={store}>
      <AgeVerificationModalHost />
    </Provider>,
  );
  return store;
}

async function openPrompt(store: ReturnType<typeof renderPrompt>) {
  act(() => {
    store.dispatch(ageVerificationRequired());
  });
  return screen.findByTestId('age-verification-modal', {}, { timeout: 5000 });
}

describe('the age prompt', () => {
  it('is not there until verification is required', () => {
    renderPrompt();
    expect(screen.queryByTestId('age-verification-modal')).not.toBeInTheDocument();
  });

  it('explains, preselects the country the server sees, and sends the user to the provider', async () => {
    service.start.mockResolvedValue({ redirectUrl: 'https://provider.example/authorize?state=s1' });
    const store = renderPrompt();
    const modal = await openPrompt(store);
    expect(screen.getByText('Verify your age')).toBeInTheDocument();
    expect(modal).toHaveTextContent('The law in your country requires that an independent provider checks your age');
    await waitFor(() => expect(screen.getByTitle('France')).toBeInTheDocument());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my age' }));

    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://provider.example/authorize?state=s1'));
    expect(service.start).toHaveBeenCalledWith({ userId: 'u7', country: 'FR' });
  });

  it('shows the server message inline when the verification cannot start', async () => {
    service.start.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'Age verification is switched off', code: 'AGE_VERIFICATION_DISABLED' });
    const store = renderPrompt();
    await openPrompt(store);
    await waitFor(() => expect(screen.getByTitle('France')).toBeInTheDocument());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my age' }));
    expect(await screen.findByTestId('age-verification-error')).toHaveTextContent('Age verification is switched off');
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('waits for a country when the server knows none', async () => {
    service.enabled.mockResolvedValue({ enabled: true, country: null });
    const store = renderPrompt();
    await openPrompt(store);
    await waitFor(() => expect(service.enabled).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Verify my age' })).toBeDisabled();
  });

  it('"Not now" closes it', async () => {
    const store = renderPrompt();
    await openPrompt(store);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(store.getState().auth.verificationRequired).toBe(false);
  });

  it('"Log out" logs out', async () => {
    const store = renderPrompt();
    await openPrompt(store);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
  });

  it('never shows to a verified user', async () => {
    const store = renderPrompt(makeUser({ verifymyage_verified: true }));
    act(() => {
      store.dispatch(ageVerificationRequired());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('age-verification-modal')).not.toBeInTheDocument();
  });
});
