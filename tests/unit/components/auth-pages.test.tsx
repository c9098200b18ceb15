import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import ForgotPasswordForm from '../../../components/auth/forgot-password-form';
import RegisterForm from '../../../components/auth/register-form';
import ResetPasswordForm from '../../../components/auth/reset-password-form';
import VerifyEmail from '../../../components/auth/verify-email';
import ChangePasswordForm from '../../../components/user/change-password-form';
import { forgotFailed, forgotRequested } from '../../../redux/auth/slice';
import { passwordUpdateRequested, passwordUpdateSucceeded } from '../../../redux/user/slice';
import { authService } from '../../../services/auth.service';
import { requestError } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, push: jest.fn() }) }));
jest.mock('../../../services/auth.service', () => ({
  authService: { register: jest.fn(), verifyEmail: jest.fn(), resendVerificationEmail: jest.fn(), resetPassword: jest.fn() },
}));

const register = jest.mocked(authService.register);
const verifyEmail = jest.mocked(authService.verifyEmail);
const resendVerificationEmail = jest.mocked(authService.resendVerificationEmail);
const resetPassword = jest.mocked(authService.resetPassword);

beforeEach(() => jest.clearAllMocks());

describe('register form', () => {
  async function fillAndSubmit() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older and accept the Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('shows no tick on a confirmation that repeats a password the form refuses', async () => {
    const user = userEvent.setup();
    renderWithStore(<RegisterForm />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Password must be at least/)).toBeInTheDocument();
    const tickOf = (label: string) => screen.getByLabelText(label).closest('span')?.querySelector('.anticon-check-circle');
    expect(tickOf('Confirm password')).toBeNull();
    await user.type(screen.getByLabelText('Password'), '-and-long');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'short-and-long');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(tickOf('Confirm password')).not.toBeNull());
  });

  it("sends the fields and shows the server's message", async () => {
    register.mockResolvedValue({ message: 'Check your email to verify your account.', requireEmailVerification: true });
    renderWithStore(<RegisterForm />);
    await fillAndSubmit();
    expect(await screen.findByTestId('register-success')).toHaveTextContent('Check your email to verify your account.');
    expect(register).toHaveBeenCalledWith({ name: 'Ada', username: 'ada', email: 'ada@example.com', password: 'secret123', acceptedTerms: true });
  });

  it('registered from a page (?next=), leads back there: through log in now, and after the e-mail verification', async () => {
    window.localStorage.clear();
    register.mockResolvedValue({ message: 'Check your email to verify your account.', requireEmailVerification: true });
    renderWithStore(<RegisterForm returnTo="/videos/abc" />);
    await fillAndSubmit();
    await screen.findByTestId('register-success');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fabc');
    cleanup();
    verifyEmail.mockResolvedValue({ verified: true, alreadyVerified: false });
    renderWithStore(<VerifyEmail token="tok-2" />);
    await screen.findByTestId('verify-email-success');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fabc');
  });

  it('keeps no unsafe return path', async () => {
    window.localStorage.clear();
    register.mockResolvedValue({ message: 'Check your email.', requireEmailVerification: true });
    renderWithStore(<RegisterForm returnTo="//evil.example" />);
    await fillAndSubmit();
    await screen.findByTestId('register-success');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/auth/login');
    expect(window.localStorage.getItem('returnPath')).toBeNull();
  });

  it('shows the server error', async () => {
    register.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'This username is already taken', code: 'USERNAME_TAKEN' });
    renderWithStore(<RegisterForm />);
    await fillAndSubmit();
    expect(await screen.findByTestId('register-error')).toHaveTextContent('This username is already taken');
  });

  it('asks for the 18+ and terms confirmation, with the terms a link away, before sending anything', async () => {
    const user = userEvent.setup();
    renderWithStore(<RegisterForm />);
    const terms = screen.getByRole('checkbox', { name: 'I am 18 or older and accept the Terms of Service' });
    expect(terms).not.toBeChecked();
    expect(terms).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/posts/terms');
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(register).not.toHaveBeenCalled();
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please confirm that you are 18 or older and accept the Terms of Service');
    await user.keyboard(' ');
    expect(terms).toBeChecked();
    expect(terms).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing while a field fails its rule, and says which and why', async () => {
    const user = userEvent.setup();
    renderWithStore(<RegisterForm />);
    await user.type(screen.getByLabelText('Username'), 'bad name!');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(register).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Display name')).toHaveFocus();
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Use letters, numbers, dots, dashes or underscores');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match');
  });
});

describe('forgot password form', () => {
  it('asks for a valid email, then dispatches forgotRequested with it', async () => {
    const user = userEvent.setup();
    const { actions } = renderWithStore(<ForgotPasswordForm />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'ada{Enter}');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(actions.map((a) => a.type)).not.toContain(forgotRequested.type);
    await user.type(email, '@example.com{Enter}');
    expect(actions).toContainEqual(forgotRequested({ email: 'ada@example.com' }));
  });

  it('shows the server error above the form', () => {
    const { store } = renderWithStore(<ForgotPasswordForm />);
    act(() => {
      store.dispatch(forgotFailed(requestError('Too many requests', 429)));
    });
    expect(screen.getByTestId('forgot-error')).toHaveTextContent('Too many requests');
  });
});

describe('reset password form', () => {
  async function choose(password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('sends the token with the new password, then offers log in', async () => {
    resetPassword.mockResolvedValue({ success: true });
    renderWithStore(<ResetPasswordForm token="tok" />);
    await choose('secret123', 'secret123');
    expect(await screen.findByTestId('reset-success')).toHaveTextContent('Your password has been reset');
    expect(resetPassword).toHaveBeenCalledWith('tok', 'secret123');
  });

  it('keeps a mismatched confirmation from being sent', async () => {
    renderWithStore(<ResetPasswordForm token="tok" />);
    await choose('secret123', 'secret124');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('shows the server error with a link to ask for a new one', async () => {
    resetPassword.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'This reset link has expired' });
    renderWithStore(<ResetPasswordForm token="old" />);
    await choose('secret123', 'secret123');
    const alert = await screen.findByTestId('reset-error');
    expect(alert).toHaveTextContent('This reset link has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

describe('change password form', () => {
  it('asks for the current password, dispatches it with the new one and empties the fields once it is changed', async () => {
    const user = userEvent.setup();
    const { actions, store } = renderWithStore(<ChangePasswordForm busy={false} />);
    await user.type(screen.getByLabelText('New password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password');
    expect(actions.map((a) => a.type)).not.toContain(passwordUpdateRequested.type);

    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(actions).toContainEqual(passwordUpdateRequested({ currentPassword: 'old-secret', password: 'secret123' }));

    act(() => {
      store.dispatch(passwordUpdateSucceeded());
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });
});

describe('email verification', () => {
  it('sends the token once, even under strict mode, and offers log in', async () => {
    verifyEmail.mockResolvedValue({ verified: true, alreadyVerified: false });
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

  it('says a link opened before (a mail scanner got there first) found the account verified', async () => {
    verifyEmail.mockResolvedValue({ verified: true, alreadyVerified: true });
    renderWithStore(<VerifyEmail token="tok" />);
    expect(await screen.findByTestId('verify-email-success')).toHaveTextContent('Already verified: log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows the error and the resend form', async () => {
    verifyEmail.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'This verification link is invalid or has expired' });
    renderWithStore(<VerifyEmail token="old" />);
    expect(await screen.findByTestId('verify-email-error')).toHaveTextContent('This verification link is invalid or has expired');
    await waitFor(() => expect(screen.getByTestId('resend-verification-form')).toBeInTheDocument());
  });

  it('resends the link to the address given', async () => {
    verifyEmail.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'This verification link is invalid or has expired' });
    resendVerificationEmail.mockResolvedValue({ sent: true });
    const user = userEvent.setup();
    renderWithStore(<VerifyEmail token="old" />);
    await user.type(await screen.findByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByTestId('resend-success')).toHaveTextContent('A new verification link has been sent.');
    expect(resendVerificationEmail).toHaveBeenCalledWith('ada@example.com');
  });
});
