import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginForm from '../../../components/auth/login-form';
import { loginRequested } from '../../../redux/auth/slice';
import { renderWithStore } from '../helpers/render-with-store';
import { authService } from '../../../services/auth.service';

jest.mock('../../../services/auth.service', () => ({ authService: { resendVerificationEmail: jest.fn() } }));

describe('login form', () => {
  it('has labelled fields, remember me and links to register... and forgot password', () => {
    renderWithStore(<LoginForm />);
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('dispatches loginRequested with the credentials and the remember choice', async () => {
    const user = userEvent.setup();
    const { actions } = renderWithStore(<LoginForm />);
    await user.type(screen.getByLabelText('Username or email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(actions).toContainEqual(loginRequested({ username: 'ada@example.com', password: 'secret', remember: false })));
  });

  it('does not submit empty fields', async () => {
    const user = userEvent.setup();
    const { actions } = renderWithStore(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username or email')).toBeInTheDocument();
    expect(actions.map((a) => a.type)).not.toContain(loginRequested.type);
  });

  it('marks the empty fields, describes them by their message and focuses the first', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText('Username or email');
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username or email');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('counts spaces alone as no username, and submits with Enter', async () => {
    const user = userEvent.setup();
    const { actions } = renderWithStore(<LoginForm />);
    await user.type(screen.getByLabelText('Username or email'), '   ');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(screen.getByLabelText('Username or email')).toHaveAccessibleDescription('Please enter your username or email');
    expect(actions.map((a) => a.type)).not.toContain(loginRequested.type);
    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(actions).toContainEqual(loginRequested({ username: 'ada', password: 'secret', remember: true }));
  });

  it('asks the browser to fill the right credentials', () => {
    renderWithStore(<LoginForm />);
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('tells the user when age verification is required', () => {
    renderWithStore(<LoginForm />, { auth: { verificationRequired: true } });
    expect(screen.getByTestId('age-verification-required')).toHaveTextContent('Age verification required');
  });

  it('explains a refusal for an unverified address and sends the link again to the address the server named', async () => {
    const resend = jest.mocked(authService.resendVerificationEmail).mockResolvedValue({ sent: true });
    const loginAuth = {
      requesting: false,
      success: false,
      data: null,
      error: { message: 'Please verify your email address before logging in', status: 403, code: 'EMAIL_NOT_VERIFIED', details: { email: 'ada@example.com' } },
    };
    renderWithStore(<LoginForm />, { auth: { loginAuth } });
    expect(screen.getByTestId('unverified-email')).toHaveTextContent('Open the link we sent to ada@example.com when you registered');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resend).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(screen.getByTestId('unverified-email')).toHaveTextContent('A new link is on its way to ada@example.com'));
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
