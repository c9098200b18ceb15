import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { leaveSite, navigate } from '../../../../lib/navigation';
import { notify } from '../../../../lib/notify';
import AgeVerificationCallbackPage from '../../../../pages/age-verification/callback';
import AgeVerificationSimulatorPage from '../../../../pages/age-verification/simulator';
import { sessionRestored } from '../../../../redux/auth/slice';
import { makeStore } from '../../../../redux/store';
import { ageVerificationService } from '../../../../services/age-verification.service';
import type { AgeVerificationStatus } from '../../../../types/age-verification';
import { makeUser } from '../../helpers/fixtures';

const router = { asPath: '/', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../../../../services/age-verification.service', () => ({
  ageVerificationService: { callback: jest.fn(), simulatorDecide: jest.fn() },
}));

const service = jest.mocked(ageVerificationService);
const pending: AgeVerificationStatus = {
  status: 'pending',
  verified: false,
  provider: 'simulator',
  updatedAt: '2026-11-23T10:00:00.000Z',
  verifiedAt: null,
  reference: null,
};

beforeEach(() => jest.clearAllMocks());

function visit(Page: ComponentType, query: Record<string, string>) {
  router.query = query;
  const store = makeStore();
  store.dispatch(sessionRestored(makeUser({ verifymyage_verified: false })));
  render(
    // Strict mode runs mount effects twice, as in development: the answer must still go once.
    <StrictMode>
      <Provider store={store}>
        <Page />
      </Provider>
    </StrictMode>,
  );
  return store;
}

describe('the age verification callback page', () => {
  it('needs a login and never opens the prompt by itself', () => {
    expect(AgeVerificationCallbackPage.authenticate).toBe(true);
    expect(AgeVerificationCallbackPage.agePrompt).toBe(false);
  });

  it('verified: sends the answer once, says so, marks the user verified and goes to their feed', async () => {
    service.callback.mockResolvedValue({ ...pending, status: 'verified', verified: true, verifiedAt: '2026-11-23T10:01:00.000Z' });
    const store = visit(AgeVerificationCallbackPage, { code: 'c0de', state: 'st4te' });
    expect(screen.getByTestId('age-callback-pending')).toHaveTextContent('Checking your age verification');

    expect(await screen.findByTestId('age-callback-verified')).toHaveTextContent('Your age has been verified');
    expect(service.callback).toHaveBeenCalledTimes(1);
    expect(service.callback).toHaveBeenCalledWith({ code: 'c0de', state: 'st4te' });
    expect(notify.success).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/feed');
    expect(store.getState().user.current.verifymyage_verified).toBe(true);
    expect(store.getState().auth.verificationRequired).toBe(false);
  });

  it('failed: says so and "Try again" opens the prompt', async () => {
    service.callback.mockResolvedValue({ ...pending, status: 'failed' });
    const store = visit(AgeVerificationCallbackPage, { code: 'c0de', state: 'st4te' });
    expect(await screen.findByTestId('age-callback-failed')).toHaveTextContent('We could not verify your age');
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.getState().auth.verificationRequired).toBe(true);
    expect(service.callback).toHaveBeenCalledTimes(1);
  });

  it("an API error shows the server's message, with Try again, and nothing is retried", async () => {
    service.callback.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'This verification was already used', code: 'AGE_STATE_USED' });
    visit(AgeVerificationCallbackPage, { code: 'c0de', state: 'st4te' });
    const error = await screen.findByTestId('age-callback-error');
    expect(error).toHaveTextContent('This verification was already used');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(service.callback).toHaveBeenCalledTimes(1);
  });

  it('an unavailable provider offers to check the same answer again, on demand only', async () => {
    service.callback.mockRejectedValueOnce({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The provider did not answer.',
      code: 'AGE_VERIFICATION_UNAVAILABLE',
    });
    service.callback.mockResolvedValueOnce({ ...pending, status: 'failed' });
    visit(AgeVerificationCallbackPage, { code: 'c0de', state: 'st4te' });
    expect(await screen.findByTestId('age-callback-error')).toHaveTextContent('The provider did not answer.');
    expect(service.callback).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('age-callback-failed')).toBeInTheDocument();
    expect(service.callback).toHaveBeenCalledTimes(2);
  });

  it('an incomplete link calls nothing', () => {
    visit(AgeVerificationCallbackPage, { state: 'st4te' });
    expect(screen.getByTestId('age-callback-error')).toHaveTextContent('This verification link is incomplete.');
    expect(service.callback).not.toHaveBeenCalled();
  });
});

describe('the simulator page', () => {
  const query = {
    client_id: 'limelight',
    redirect_uri: 'http://localhost/age-verification/callback',
    response_type: 'code',
    scope: 'adult',
    state: 's1',
    country: 'gb',
  };

  it('is the provider page: no login, no site layout, clearly a simulation, with the country', () => {
    expect(AgeVerificationSimulatorPage.authenticate).toBeUndefined();
    expect(AgeVerificationSimulatorPage.layout).toBe('public');
    visit(AgeVerificationSimulatorPage, query);
    expect(screen.getByRole('note')).toHaveTextContent('Age verification simulator — no real check is made');
    expect(screen.getByTestId('age-simulator-country')).toHaveTextContent('GB');
  });

  it.each([
    ['I am over 18 — verify', 'verified'],
    ['Fail verification', 'failed'],
  ] as const)('"%s" decides %s and sends the browser back to the site', async (label, outcome) => {
    service.simulatorDecide.mockResolvedValue({ redirectUrl: '/age-verification/callback?code=c1&state=s1' });
    visit(AgeVerificationSimulatorPage, query);
    await userEvent.setup().click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('/age-verification/callback?code=c1&state=s1'));
    expect(service.simulatorDecide).toHaveBeenCalledWith({ state: 's1', outcome });
  });

  it('shows why a decision was refused, and stays', async () => {
    service.simulatorDecide.mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'The simulator is not the active provider', code: 'NOT_FOUND' });
    visit(AgeVerificationSimulatorPage, query);
    await userEvent.setup().click(screen.getByRole('button', { name: 'I am over 18 — verify' }));
    expect(await screen.findByTestId('age-simulator-error')).toHaveTextContent('The simulator is not the active provider');
    expect(leaveSite).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Fail verification' })).toBeEnabled();
  });
});
