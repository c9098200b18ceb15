import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddToCartButton, { BuyNowButton } from '../../../../components/cart/add-to-cart-button';
import ProductCard from '../../../../components/product/product-card';
import ProductInfo from '../../../../components/product/product-info';
import { navigate } from '../../../../lib/navigation';
import { notify } from '../../../../lib/notify';
import { makeProduct } from '../../helpers/catalogue-fixtures';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/products/tour-shirt', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const ID = '00000000-0000-4000-8000-0000000000a1';
const shirt = makeProduct({ _id: ID, name: 'Tour shirt', slug: 'tour-shirt', stock: 3 });
const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };

beforeEach(() => jest.clearAllMocks());

describe('add to cart', () => {
  it('puts the product in the cart once, then links to the cart', async () => {
    const { store } = renderWithStore(<AddToCartButton product={shirt} />, signedIn);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart).toEqual({ total: 1, items: [{ _id: ID, quantity: 1 }] });
    expect(notify.success).toHaveBeenCalledWith('Added to your cart');
    expect(screen.getByRole('link', { name: 'In your cart' })).toHaveAttribute('href', '/cart');
  });

  it('sends a visitor to log in and back to this page, adding nothing', async () => {
    const { store } = renderWithStore(<AddToCartButton product={shirt} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(navigate).toHaveBeenCalledWith('/auth/login?next=%2Fproducts%2Ftour-shirt');
    expect(store.getState().cart.items).toEqual([]);
  });

  it('cannot add a sold-out product or a digital one the viewer owns', () => {
    renderWithStore(
      <>
        <AddToCartButton product={{ ...shirt, inStock: false, stock: 0 }} />
        <AddToCartButton product={{ ...shirt, _id: '00000000-0000-4000-8000-0000000000b2', type: 'digital', stock: null, isBought: true }} />
      </>,
      signedIn,
    );
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Owned' })).toBeDisabled();
  });

  it('is on product cards, named after the product', async () => {
    const { store } = renderWithStore(<ProductCard product={shirt} />, signedIn);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Tour shirt to cart' }));
    expect(store.getState().cart.total).toBe(1);
    expect(screen.getByRole('link', { name: 'In cart' })).toHaveAttribute('href', '/cart');
  });

  it('buy now: the product into the cart, then the cart', async () => {
    const { store } = renderWithStore(<BuyNowButton product={shirt} />, signedIn);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy now' }));
    expect(store.getState().cart.items).toEqual([{ _id: ID, quantity: 1 }]);
    expect(navigate).toHaveBeenCalledWith('/cart');
  });
});

describe('the product page', () => {
  it('offers a digital product its buyer owns for download, not for sale again', () => {
    const ebook = { ...makeProduct({ _id: ID, name: 'Photo ebook', slug: 'photo-ebook', type: 'digital', stock: null }), isBought: true };
    renderWithStore(<ProductInfo product={ebook} />, signedIn);
    expect(screen.getByRole('button', { name: 'Download Photo ebook' })).toBeEnabled();
    expect(screen.getByTestId('product-stock')).toHaveTextContent('You own this');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.queryByTestId('buy-now')).toBeNull();
  });

  it('sells a product not owned: Add to cart and Buy now, no download', () => {
    renderWithStore(<ProductInfo product={{ ...shirt, isBought: false }} />, signedIn);
    expect(screen.getByTestId('add-to-cart')).toBeEnabled();
    expect(screen.getByTestId('buy-now')).toBeEnabled();
    expect(screen.queryByTestId('download-button')).toBeNull();
  });

  it('says how a physical product ships, as its seller wrote it', () => {
    renderWithStore(<ProductInfo product={{ ...shirt, shippingNote: 'Ships in a tube within 3 days.' }} />, signedIn);
    expect(screen.getByTestId('product-shipping')).toHaveTextContent('Shipping: Ships in a tube within 3 days.');
  });
});
