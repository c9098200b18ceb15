import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import RegisterForm from '../../../components/auth/register-form';
import VerifyEmail from '../../../components/auth/verify-email';
import { authService } from '../../../services/auth.service';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, push: jest.fn() }) }));
jest.mock('../../../services/auth.service', () => ({
  authService: { register: jest.fn(), verifyEmail: jest.fn(), resendVerificationEmail: jest.fn() },
}));

const register = jest.mocked(authService.register);
const verifyEmail = jest.mocked(authService.verifyEmail);

beforeEach(() => jest.clearAllMocks());

describe('register form', () => {
  async function fillAndSubmit() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it("sends the fields and shows the server's message", async () => {
    register.mockResolvedValue({ message: 'Check your email to verify your account.', requireEmailVerification: true });
    renderWithStore(<RegisterForm />);
    await fillAndSubmit();
    expect(await screen.findByTestId('register-success')).toHaveTextContent('Check your email to verify your account.');
    expect(register).toHaveBeenCalledWith({ name: 'Ada', username: 'ada', email: 'ada@example.com', password: 'secret123' });
  });

  it('shows the server error', async () => {
    register.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'This email address is already registered' });
    renderWithStore(<RegisterForm />);
    await fillAndSubmit();
    expect(await screen.findByTestId('register-error')).toHaveTextContent('This email address is already registered');
  });
});

describe('email verification', () => {
  it('sends the token once, even under strict mode, and offers log in', async () => {
    verifyEmail.mockResolvedValue({ verified: true });
    renderWithStore(
      <StrictMode>
        <VerifyEmail token="tok" />
      </StrictMode>,
    );
    expect(await screen.findByTestId('verify-email-success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith('tok');
  });

  it('shows the error and the resend form', async () => {
    verifyEmail.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'This verification link is invalid or has expired' });
    renderWithStore(<VerifyEmail token="old" />);
    expect(await screen.findByTestId('verify-email-error')).toHaveTextContent('This verification link is invalid or has expired');
    await waitFor(() => expect(screen.getByTestId('resend-verification-form')).toBeInTheDocument());
  });
});
