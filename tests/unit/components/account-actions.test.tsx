import { fireEvent, screen } from '@testing-library/react';
import AccountActions from '../../../components/common/account-actions';
import { logoutRequested } from '../../../redux/auth/slice';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk?t=3', query: {}, push: jest.fn() }) }));

describe('header account actions', () => {
  it('offers log in and register to visitors, both leading back to the page they are on', () => {
    renderWithStore(<AccountActions placement="header" />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk%3Ft%3D3');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register?next=%2Fvideos%2Fnight-walk%3Ft%3D3');
    expect(screen.queryByTestId('logout-button')).not.toBeInTheDocument();
  });

  // A signed-in user's part loads its own code: it appears a moment later.
  it("shows the user's name linking to /user/account and logs out", async () => {
    const user = makeUser({ name: 'Ada Lovelace' });
    const { actions } = renderWithStore(<AccountActions placement="header" />, {
      auth: { loggedIn: true },
      user: { current: user },
    });
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/user/account');
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(actions).toContainEqual(logoutRequested());
  });

  it('uses drawer test ids inside the mobile drawer', async () => {
    const user = makeUser();
    renderWithStore(<AccountActions placement="drawer" />, { auth: { loggedIn: true }, user: { current: user } });
    expect(await screen.findByTestId('drawer-user-name')).toHaveTextContent(user.name);
    expect(screen.getByTestId('drawer-logout-button')).toBeInTheDocument();
  });
});
