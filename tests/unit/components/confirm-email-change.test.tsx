import { screen, waitFor } from '@testing-library/react';
import ConfirmEmailChange from '../../../components/auth/confirm-email-change';
import { sessionRestored } from '../../../redux/auth/slice';
import { accountService } from '../../../services/account.service';
import { userService } from '../../../services/user.service';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, push: jest.fn() }) }));
jest.mock('../../../services/account.service', () => ({ accountService: { confirmEmailChange: jest.fn() } }));
jest.mock('../../../services/user.service', () => ({ userService: { me: jest.fn() } }));

const confirm = jest.mocked(accountService.confirmEmailChange);
const me = jest.mocked(userService.me);

beforeEach(() => jest.clearAllMocks());

describe('confirm-email page', () => {
  it('sends the token once, says which address the account now uses, and refreshes the signed-in account', async () => {
    confirm.mockResolvedValue({ email: 'ada.new@example.com' });
    const fresh = { _id: 'u1', email: 'ada.new@example.com' } as never;
    me.mockResolvedValue(fresh);
    const { actions } = renderWithStore(<ConfirmEmailChange token="tok-1" />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('confirm-email-success')).toHaveTextContent('Your account now uses ada.new@example.com.');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('tok-1');
    await waitFor(() => expect(actions).toContainEqual(sessionRestored(fresh)));
  });

  it("shows the server's reason for a used or expired link, and leads to the account page", async () => {
    confirm.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'This email change link is invalid or has expired', code: 'INVALID_TOKEN' });
    renderWithStore(<ConfirmEmailChange token="tok-2" />);
    expect(await screen.findByTestId('confirm-email-error')).toHaveTextContent('This email change link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/user/account');
    expect(me).not.toHaveBeenCalled();
  });
});
