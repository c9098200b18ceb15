import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmailSection from '../../../../components/user/email-section';
import { accountService } from '../../../../services/account.service';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('../../../../services/account.service', () => ({
  accountService: { pendingEmailChange: jest.fn(), requestEmailChange: jest.fn(), withdrawEmailChange: jest.fn() },
}));

const pending = jest.mocked(accountService.pendingEmailChange);
const requestChange = jest.mocked(accountService.requestEmailChange);
const withdraw = jest.mocked(accountService.withdrawEmailChange);
const NONE = { pendingEmail: null, expiresAt: null };
const WAITING = { pendingEmail: 'ada.new@example.com', expiresAt: '2026-11-24T10:00:00.000Z' };
const asAda = { user: { current: { email: 'ada@example.com' } } } as never;

beforeEach(() => jest.clearAllMocks());

describe('email address section', () => {
  it('asks for the new address with the password, then shows it as waiting for its link', async () => {
    pending.mockResolvedValue(NONE);
    requestChange.mockResolvedValue(WAITING);
    const user = userEvent.setup();
    renderWithStore(<EmailSection />, asAda);
    expect(screen.getByTestId('email-current')).toHaveTextContent('ada@example.com');
    await user.type(screen.getByLabelText('New email address'), ' ada.new@example.com ');
    await user.type(screen.getByLabelText('Current password'), 'secret123{Enter}');
    expect(requestChange).toHaveBeenCalledWith({ email: 'ada.new@example.com', password: 'secret123' });
    expect(await screen.findByTestId('email-pending')).toHaveTextContent('ada.new@example.com');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a change already waiting, and withdraws it', async () => {
    pending.mockResolvedValue(WAITING);
    withdraw.mockResolvedValue(NONE);
    renderWithStore(<EmailSection />, asAda);
    expect(await screen.findByTestId('email-pending-notice')).toHaveTextContent(
      'Waiting for confirmationWe sent a link to ada.new@example.com, valid until Nov 24, 2026.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByTestId('email-pending-notice')).toBeNull());
  });

  it('says why the server refused (a taken address), and sends nothing while a field is wrong', async () => {
    pending.mockResolvedValue(NONE);
    requestChange.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'This email address belongs to another account', code: 'EMAIL_TAKEN' });
    const user = userEvent.setup();
    renderWithStore(<EmailSection />, asAda);
    await user.type(screen.getByLabelText('New email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(requestChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New email address')).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password');
    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret123{Enter}');
    expect(await screen.findByTestId('email-error')).toHaveTextContent('This email address belongs to another account');
  });
});
