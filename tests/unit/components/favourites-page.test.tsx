import { screen, within } from '@testing-library/react';
import FavouritesPage from '../../../pages/user/favourites';
import type { ReactedEntry } from '../../../redux/reacted/slice';
import { makePerformer } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/user/favourites', query: { tab: 'performers' }, asPath: '/user/favourites?tab=performers', push: jest.fn() }),
}));

const performer: ReactedEntry = {
  _id: 'r1',
  objectType: 'performer',
  objectId: 's1',
  action: 'favourite',
  createdAt: '2025-03-04T10:00:00.000Z',
  objectInfo: makePerformer({ _id: 's1', name: 'Aria Skye', username: 'aria' }),
};

describe('/user/favourites', () => {
  it('has a tab for every kind a user can favourite, each linking to its list', () => {
    renderWithStore(<FavouritesPage kind="performers" />, { reacted: { items: [performer], total: 1, requesting: false, error: null, success: true } });
    const tabs = within(screen.getByTestId('favourites-page-tabs')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Videos', 'Galleries', 'Products', 'Performers']);
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('href', '/user/favourites?tab=products');
    expect(screen.getByRole('tab', { name: 'Performers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('performer-card')).toHaveTextContent('Aria Skye');
    expect(screen.getByTestId('favourites-page')).toHaveTextContent('1 performer');
  });
});
