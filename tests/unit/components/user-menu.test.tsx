import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountActions from '../../../components/common/account-actions';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/home', query: {}, push: jest.fn() }) }));

const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };

describe("the user's pages in the menus", () => {
  it('are in a dropdown in the header', async () => {
    renderWithStore(<AccountActions placement="header" />, signedIn);
    // A signed-in user's part of the header loads its own code: it appears a moment later.
    await userEvent.setup().click(await screen.findByTestId('user-menu-button'));
    expect(await screen.findByTestId('user-menu-favourites', {}, { timeout: 5000 })).toHaveAttribute('href', '/user/favourites');
    expect(screen.getByTestId('user-menu-watch-later')).toHaveAttribute('href', '/user/watch-later');
    expect(screen.getByTestId('user-menu-account')).toHaveAttribute('href', '/user/account');
    expect(screen.getByTestId('user-menu-orders')).toHaveAttribute('href', '/user/orders');
    expect(screen.getByTestId('user-menu-subscriptions')).toHaveAttribute('href', '/user/subscriptions');
    expect(screen.getByTestId('user-menu-downloads')).toHaveAttribute('href', '/user/downloads');
    expect(screen.getByTestId('user-menu-transactions')).toHaveAttribute('href', '/user/transactions');
  });

  it('are listed in the drawer', async () => {
    renderWithStore(<AccountActions placement="drawer" />, signedIn);
    expect(await screen.findByTestId('drawer-favourites-link')).toHaveAttribute('href', '/user/favourites');
    expect(screen.getByTestId('drawer-watch-later-link')).toHaveAttribute('href', '/user/watch-later');
    expect(screen.getByTestId('drawer-orders-link')).toHaveAttribute('href', '/user/orders');
    expect(screen.getByTestId('drawer-subscriptions-link')).toHaveAttribute('href', '/user/subscriptions');
    expect(screen.getByTestId('drawer-downloads-link')).toHaveAttribute('href', '/user/downloads');
    expect(screen.getByTestId('drawer-transactions-link')).toHaveAttribute('href', '/user/transactions');
  });

  it("begin with a performer's Studio, in the dropdown and the drawer; a fan has none", async () => {
    const performer = makeUser({ roles: ['user', 'performer'], isPerformer: true });
    const asPerformer = { auth: { loggedIn: true }, user: { current: performer } };
    const header = renderWithStore(<AccountActions placement="header" />, asPerformer);
    await userEvent.setup().click(await screen.findByTestId('user-menu-button'));
    expect(await screen.findByTestId('user-menu-studio', {}, { timeout: 5000 })).toHaveAttribute('href', '/performer/earnings');
    header.unmount();

    const drawer = renderWithStore(<AccountActions placement="drawer" />, asPerformer);
    expect(await screen.findByTestId('drawer-studio-link')).toHaveAttribute('href', '/performer/earnings');
    drawer.unmount();

    renderWithStore(<AccountActions placement="drawer" />, signedIn);
    expect(await screen.findByTestId('drawer-orders-link')).toBeInTheDocument();
    expect(screen.queryByTestId('drawer-studio-link')).not.toBeInTheDocument();
  });

  it('are not offered to visitors', () => {
    renderWithStore(<AccountActions placement="header" />);
    expect(screen.queryByTestId('user-menu-button')).not.toBeInTheDocument();
  });
});
