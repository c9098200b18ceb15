import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPage from '../../../../pages/cart';
import { cartProductsLoaded, couponApplied, couponFailed, purchaseFailed } from '../../../../redux/checkout/slice';
import type { CartProduct } from '../../../../redux/checkout/slice';
import type { ProductDetail } from '../../../../types/product';
import { makePerformerCard, makeProduct } from '../../helpers/catalogue-fixtures';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/cart', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));

const SHIRT = '00000000-0000-4000-8000-0000000000a1';
const EBOOK = '00000000-0000-4000-8000-0000000000b2';
const GONE = '00000000-0000-4000-8000-0000000000c3';

const shirt: ProductDetail = makeProduct({ _id: SHIRT, name: 'Tour shirt', slug: 'tour-shirt', price: 2500, stock: 5, type: 'physical' });
const ebook: ProductDetail = {
  ...makeProduct({ _id: EBOOK, name: 'Photo ebook', slug: 'photo-ebook', price: 999, stock: null, type: 'digital' }),
  isBought: false,
};

const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };
const cartOf = (...items: [string, number][]) => ({
  cart: { items: items.map(([_id, quantity]) => ({ _id, quantity })), total: items.reduce((s, [, q]) => s + q, 0) },
});
const found = (product: ProductDetail): CartProduct => ({ status: 'found', product });

function renderCart(state: Parameters<typeof renderWithStore>[1], products: Record<string, CartProduct> = {}) {
  const rendered = renderWithStore(<CartPage />, state);
  act(() => {
    rendered.store.dispatch(cartProductsLoaded(products));
  });
  return rendered;
}

const lineOf = (id: string) => screen.getAllByTestId('cart-line').find((line) => line.dataset.productId === id)!;

describe('the cart page', () => {
  it('says an empty cart is empty and offers the products', () => {
    renderCart(signedIn);
    expect(screen.getByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: /Browse products/ })).toHaveAttribute('href', '/products');
  });

  it('asks for the products of its lines once mounted', () => {
    const { actions } = renderWithStore(<CartPage />, { ...signedIn, ...cartOf([SHIRT, 2], [EBOOK, 1]) });
    expect(actions).toContainEqual({ type: 'checkout/cartProductsRequested', payload: [SHIRT, EBOOK] });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  });

  it('shows each line: image, name, unit price, quantity (1..stock for physical, 1 for digital), line total; and the totals', () => {
    renderCart({ ...signedIn, ...cartOf([SHIRT, 2], [EBOOK, 1]) }, { [SHIRT]: found(shirt), [EBOOK]: found(ebook) });
    const shirtLine = within(lineOf(SHIRT));
    expect(shirtLine.getByTestId('cart-line-name')).toHaveAttribute('href', '/products/tour-shirt');
    expect(shirtLine.getByTestId('cart-line-unit-price')).toHaveTextContent('$25.00');
    const quantity = shirtLine.getByRole('combobox', { name: 'Quantity of Tour shirt' });
    expect(quantity).toHaveValue('2');
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(shirtLine.getByTestId('cart-line-total')).toHaveTextContent('$50.00');
    expect(lineOf(SHIRT).querySelector('img')).toHaveAttribute('src', shirt.image);

    const ebookLine = within(lineOf(EBOOK));
    expect(ebookLine.queryByRole('combobox')).not.toBeInTheDocument();
    expect(ebookLine.getByTestId('cart-line-quantity-fixed')).toHaveTextContent('× 1');
    expect(ebookLine.getByTestId('cart-line-total')).toHaveTextContent('$9.99');

    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$59.99');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$59.99');
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
  });

  it('uses the site currency symbol', () => {
    renderCart({ ...signedIn, ...cartOf([SHIRT, 1]), ui: { currencySymbol: '€' } }, { [SHIRT]: found(shirt) });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€25.00');
  });

  it('changes a quantity and removes a line, the totals following', async () => {
    const { store } = renderCart({ ...signedIn, ...cartOf([SHIRT, 1], [EBOOK, 1]) }, { [SHIRT]: found(shirt), [EBOOK]: found(ebook) });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity of Tour shirt' }), '3');
    expect(store.getState().cart).toEqual({
      total: 4,
      items: [
        { _id: SHIRT, quantity: 3 },
        { _id: EBOOK, quantity: 1 },
      ],
    });
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$84.99');
    await user.click(within(lineOf(EBOOK)).getByRole('button', { name: 'Remove Photo ebook from the cart' }));
    expect(store.getState().cart).toEqual({ total: 3, items: [{ _id: SHIRT, quantity: 3 }] });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$75.00');
  });

  it('sets a digital line stored with a quantity above 1 back to 1', () => {
    const { store } = renderCart({ ...signedIn, ...cartOf([EBOOK, 4]) }, { [EBOOK]: found(ebook) });
    expect(store.getState().cart).toEqual({ total: 1, items: [{ _id: EBOOK, quantity: 1 }] });
  });

  it('says when a product was removed or sold out since it was added, and will not check out', () => {
    renderCart({ ...signedIn, ...cartOf([SHIRT, 1], [GONE, 1]) }, { [SHIRT]: found({ ...shirt, inStock: false, stock: 0 }), [GONE]: { status: 'missing' } });
    expect(within(lineOf(GONE)).getByTestId('cart-line-problem')).toHaveTextContent('This product is no longer available.');
    expect(within(lineOf(SHIRT)).getByTestId('cart-line-problem')).toHaveTextContent('Sold out');
    expect(screen.getByTestId('checkout-button')).toBeDisabled();
    expect(screen.getByTestId('cart-not-ready')).toBeInTheDocument();
  });

  it('says when a line asks for more than is left', () => {
    renderCart({ ...signedIn, ...cartOf([SHIRT, 4]) }, { [SHIRT]: found({ ...shirt, stock: 2 }) });
    expect(within(lineOf(SHIRT)).getByTestId('cart-line-problem')).toHaveTextContent('Only 2 left');
    expect(screen.getByTestId('checkout-button')).toBeDisabled();
  });

  it('applies a coupon: asks the server, then shows the discount and the totals before and after it', async () => {
    const { actions, store } = renderCart({ ...signedIn, ...cartOf([SHIRT, 2]) }, { [SHIRT]: found(shirt) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon'), ' welcome10 ');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(actions).toContainEqual({ type: 'checkout/couponApplyRequested', payload: 'welcome10' });
    act(() => {
      store.dispatch(couponApplied({ code: 'WELCOME10', discount: 0.1, expiredDate: '2027-01-01T00:00:00.000Z', numberOfUses: 5 }));
    });
    expect(screen.getByTestId('coupon-applied')).toHaveTextContent('Coupon WELCOME10: 10% off');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('−$5.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$45.00');
  });

  it('shows shipping: free by default, else the shippingFee setting once per seller of physical products, which a coupon does not discount', () => {
    const MUG = '00000000-0000-4000-8000-0000000000d4';
    const mug = makeProduct({ _id: MUG, name: 'Mug', slug: 'mug', price: 1000, stock: 5, type: 'physical', performer: makePerformerCard({ _id: 'p2' }) });
    renderCart({ ...signedIn, ...cartOf([SHIRT, 1]) }, { [SHIRT]: found(shirt) });
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('Free ($0.00)');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00');
    document.body.innerHTML = '';

    const { store } = renderCart(
      { ...signedIn, ui: { shippingFee: 450 }, ...cartOf([SHIRT, 2], [MUG, 1], [EBOOK, 1]) },
      { [SHIRT]: found(shirt), [MUG]: found(mug), [EBOOK]: found(ebook) },
    );
    act(() => {
      store.dispatch(couponApplied({ code: 'HALF', discount: 0.5, expiredDate: '2027-01-01T00:00:00.000Z', numberOfUses: 5 }));
    });
    // $50 + $10 + $9.99 = $69.99, half off is $35.00 (rounded half up), and two sellers ship: 2 x $4.50.
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$69.99');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('−$35.00');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('$9.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$43.99');
  });

  it("shows the server's message for a coupon it refuses", () => {
    const { store } = renderCart({ ...signedIn, ...cartOf([SHIRT, 1]) }, { [SHIRT]: found(shirt) });
    act(() => {
      store.dispatch(couponFailed({ message: 'This coupon has expired.', status: 422, code: 'COUPON_EXPIRED' }));
    });
    expect(screen.getByTestId('coupon-error')).toHaveTextContent('This coupon has expired.');
    expect(screen.getByLabelText('Coupon')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for shipping details when a line is physical, and checks out with them', async () => {
    const { actions } = renderCart({ ...signedIn, ...cartOf([SHIRT, 1], [EBOOK, 1]) }, { [SHIRT]: found(shirt), [EBOOK]: found(ebook) });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('checkout-button'));
    expect(actions.map((a) => a.type)).not.toContain('checkout/checkoutRequested');
    expect(screen.getByText('Please enter the name to ship to')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Address'), '12 Analytical Row, London');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    await user.type(screen.getByLabelText('Postal code'), 'NW1 2DB');
    await user.click(screen.getByTestId('checkout-button'));
    expect(actions.map((a) => a.type)).not.toContain('checkout/checkoutRequested');
    expect(screen.getByText('Please enter the city')).toBeInTheDocument();
    expect(screen.getByText('Please choose the country')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'London');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United Kingdom');
    await user.click(screen.getByTestId('checkout-button'));
    expect(actions).toContainEqual({
      type: 'checkout/checkoutRequested',
      payload: {
        shipping: {
          name: 'Ada Lovelace',
          address: '12 Analytical Row, London',
          city: 'London',
          postalCode: 'NW1 2DB',
          country: 'GB',
          phone: '+44 20 7946 0000',
        },
      },
    });
  });

  it("keeps the server's message for a refused checkout in view", () => {
    const { store } = renderCart({ ...signedIn, ...cartOf([EBOOK, 1]) }, { [EBOOK]: found(ebook) });
    act(() => {
      store.dispatch(purchaseFailed({ message: 'This coupon has expired.', status: 422, code: 'COUPON_EXPIRED' }));
    });
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('This coupon has expired.');
  });

  it('checks out digital-only carts without shipping details', async () => {
    const { actions } = renderCart({ ...signedIn, ...cartOf([EBOOK, 1]) }, { [EBOOK]: found(ebook) });
    expect(screen.queryByTestId('shipping-fields')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('checkout-button'));
    expect(actions).toContainEqual({ type: 'checkout/checkoutRequested', payload: {} });
  });

  it('sends a visitor to log in and back to the cart to check out', () => {
    renderCart(cartOf([EBOOK, 1]), { [EBOOK]: found(ebook) });
    expect(screen.queryByTestId('checkout-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('coupon-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-login')).toHaveAttribute('href', '/auth/login?next=%2Fcart');
  });
});
