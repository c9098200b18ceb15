import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginForm from '../../../components/auth/login-form';
import { loginRequested } from '../../../redux/auth/slice';
import { renderWithStore } from '../helpers/render-with-store';

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
    await waitFor(() =>
      expect(actions).toContainEqual(loginRequested({ username: 'ada@example.com', password: 'secret', remember: false })),
    );
  });

  it('does not submit empty fields', async () => {
    const user = userEvent.setup();
    const { actions } = renderWithStore(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username or email')).toBeInTheDocument();
    expect(actions.map((a) => a.type)).not.toContain(loginRequested.type);
  });

  it('tells the user when age verification is required', () => {
    renderWithStore(<LoginForm />, { auth: { verificationRequired: true } });
    expect(screen.getByTestId('age-verification-required')).toHaveTextContent('Age verification required');
  });
});
