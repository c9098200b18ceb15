import { screen, within } from '@testing-library/react';
import FavouritesPage from '../../../pages/user/favourites';
import type { ReactedEntry } from '../../../redux/reacted/slice';
import { makeProduct } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/user/favourites', query: { tab: 'products' }, asPath: '/user/favourites?tab=products', push: jest.fn() }),
}));

const product: ReactedEntry = {
  _id: 'r1',
  objectType: 'product',
  objectId: 'p1',
  action: 'favourite',
  createdAt: '2025-03-04T10:00:00.000Z',
  objectInfo: makeProduct({ _id: 'p1', name: 'Art print A3' }),
};

describe('/user/favourites', () => {
  it('has a tab for every kind a user can favourite (creators are followed instead), each linking to its list', () => {
    renderWithStore(<FavouritesPage kind="products" />, { reacted: { items: [product], total: 1, requesting: false, error: null, success: true } });
    const tabs = within(screen.getByTestId('favourites-page-tabs')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Videos', 'Galleries', 'Products']);
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('href', '/user/favourites?tab=videos');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('product-card')).toHaveTextContent('Art print A3');
    expect(screen.getByTestId('favourites-page')).toHaveTextContent('1 product');
  });
});
