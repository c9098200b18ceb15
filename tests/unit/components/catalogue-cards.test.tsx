import { screen, within } from '@testing-library/react';
import GalleryCard from '../../../components/gallery/gallery-card';
import PerformerCard from '../../../components/performer/performer-card';
import ProductCard from '../../../components/product/product-card';
import VideoCard from '../../../components/video/video-card';
import { makeGallery, makePerformer, makeProduct, makeVideo } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/products?sort=newest', query: {}, push: jest.fn() }) }));

describe('video card', () => {
  it('links the title, shows the duration as m:ss and a lazy thumbnail in a 16:9 box', () => {
    const { container } = renderWithStore(<VideoCard video={makeVideo({ duration: 245 })} />);
    expect(screen.getByRole('link', { name: 'Night walk' })).toHaveAttribute('href', '/videos/night-walk');
    expect(screen.getByTestId('video-duration')).toHaveTextContent('4:05');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement).toHaveStyle({ aspectRatio: '16 / 9' });
    expect(screen.getByRole('link', { name: 'Aria Skye' })).toHaveAttribute('href', '/performers/aria_skye');
  });

  it('shows the price with the site currency for sale videos, a lock for subscribers', () => {
    renderWithStore(<VideoCard video={makeVideo({ access: 'sale', price: 1299 })} />, { ui: { currencySymbol: '€' } });
    expect(screen.getByTestId('access-badge')).toHaveTextContent('€12.99');
  });

  it('marks subscriber videos', () => {
    renderWithStore(<VideoCard video={makeVideo({ access: 'subscribers', duration: null })} />);
    expect(screen.getByTestId('access-badge')).toHaveTextContent('Subscribers');
    expect(screen.queryByTestId('video-duration')).not.toBeInTheDocument();
  });
});

describe('other cards', () => {
  it('gallery: 4:3 cover with the photo count', () => {
    const { container } = renderWithStore(<GalleryCard gallery={makeGallery({ photosCount: 8 })} />);
    expect(screen.getByTestId('gallery-photo-count')).toHaveTextContent('8');
    expect(container.querySelector('img')!.parentElement).toHaveStyle({ aspectRatio: '4 / 3' });
    expect(screen.getByRole('link', { name: 'Coastline' })).toHaveAttribute('href', '/galleries/coastline');
  });

  it('product: square image with the price in the site currency', () => {
    const { container } = renderWithStore(<ProductCard product={makeProduct({ price: 2500, inStock: false })} />, { ui: { currencySymbol: '£' } });
    expect(screen.getByTestId('product-price')).toHaveTextContent('£25.00');
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(container.querySelector('img')!.parentElement).toHaveStyle({ aspectRatio: '1 / 1' });
  });

  it('performer: avatar, name, username, subscribers and an online dot only when online', () => {
    const { rerender } = renderWithStore(<PerformerCard performer={makePerformer({ isOnline: true })} />);
    const card = screen.getByTestId('performer-card');
    expect(within(card).getByRole('link', { name: 'Aria Skye' })).toHaveAttribute('href', '/performers/aria_skye');
    expect(within(card).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(card).toHaveTextContent('@aria_skye · 3 subscribers');
    rerender(<PerformerCard performer={makePerformer({ isOnline: false })} />);
    expect(screen.queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
  });
});
