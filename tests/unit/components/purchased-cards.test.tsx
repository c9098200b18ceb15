import { screen } from '@testing-library/react';
import GalleryCard from '../../../components/gallery/gallery-card';
import ProductCard from '../../../components/product/product-card';
import VideoCard from '../../../components/video/video-card';
import { makeGallery, makeProduct, makeVideo } from '../helpers/catalogue-fixtures';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos', query: {}, push: jest.fn() }) }));

const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };

describe('a bought item says "Purchased" instead of its price', () => {
  it('on a video card and a gallery card', () => {
    renderWithStore(<VideoCard video={makeVideo({ access: 'sale', price: 1299, isBought: true })} />, signedIn);
    expect(screen.getByTestId('access-badge')).toHaveTextContent('Purchased');
    expect(screen.getByTestId('access-badge')).not.toHaveTextContent('12.99');
  });

  it('on a gallery card; not bought: the price', () => {
    const { unmount } = renderWithStore(<GalleryCard gallery={makeGallery({ access: 'sale', price: 499, isBought: true })} />, signedIn);
    expect(screen.getByTestId('access-badge')).toHaveTextContent('Purchased');
    unmount();
    renderWithStore(<GalleryCard gallery={makeGallery({ access: 'sale', price: 499, isBought: false })} />, signedIn);
    expect(screen.getByTestId('access-badge')).toHaveTextContent('$4.99');
  });

  it('on a digital product card; a physical product keeps its price (it is bought again)', () => {
    const { unmount } = renderWithStore(<ProductCard product={makeProduct({ type: 'digital', price: 500, stock: null, isBought: true })} />, signedIn);
    expect(screen.getByTestId('product-price')).toHaveTextContent('Purchased');
    unmount();
    renderWithStore(<ProductCard product={makeProduct({ type: 'physical', price: 2500, isBought: false })} />, signedIn);
    expect(screen.getByTestId('product-price')).toHaveTextContent('$25.00');
  });
});
