import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveSite } from '../../../../lib/navigation';
import OrderPage from '../../../../pages/user/orders/[id]';
import OrdersPage from '../../../../pages/user/orders/index';
import { orderService } from '../../../../services/order.service';
import { productService } from '../../../../services/product.service';
import type { Order } from '../../../../types/checkout';
import { makeOrder, makeOrderLine } from '../../helpers/checkout-fixtures';
import { visitPage } from '../../helpers/visit-page';

const mockPush = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/user/orders', asPath: '/user/orders?status=paid', query: { status: 'paid' }, push: mockPush }),
}));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/order.service', () => ({ orderService: { search: jest.fn(), findOne: jest.fn() } }));
jest.mock('../../../../services/product.service', () => ({ productService: { downloadLink: jest.fn() } }));

const search = jest.mocked(orderService.search);
const findOne = jest.mocked(orderService.findOne);
const downloadLink = jest.mocked(productService.downloadLink);
const page = (data: Order[], total = data.length) => ({ data, total });

const ORDER_ID = '00000000-0000-4000-8000-0000000000a1';
const EBOOK = '00000000-0000-4000-8000-0000000000e1';

beforeEach(() => jest.clearAllMocks());

describe('/user/orders', () => {
  it("lists the buyer's orders: number, date, coloured status, total, what was in it, each linking to its page", async () => {
    search.mockResolvedValue(
      page([
        makeOrder({
          _id: ORDER_ID,
          status: 'paid',
          lines: [makeOrderLine({ name: 'Tour shirt', quantity: 2 }), makeOrderLine({ _id: 'l2', name: 'Photo ebook', quantity: 1 })],
        }),
        makeOrder({ _id: 'o2', number: 1041, status: 'refunded', total: 999, createdAt: '2026-10-02T12:00:00.000Z' }),
      ]),
    );
    await visitPage(OrdersPage, {});
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', `/user/orders/${ORDER_ID}`);
    expect(rows[0]).toHaveTextContent('Order #1042');
    expect(rows[0]).toHaveTextContent('Nov 23, 2026');
    expect(rows[0]).toHaveTextContent('$45.00');
    expect(rows[0]).toHaveTextContent('Tour shirt × 2, Photo ebook');
    expect(within(rows[0]).getByText('Paid')).toHaveClass('green');
    expect(within(rows[1]).getByText('Refunded')).toHaveClass('purple');
    expect(rows[1]).toHaveTextContent('Oct 2, 2026');
    expect(rows[1]).toHaveTextContent('$9.99');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2 orders');
  });

  it('loads the status from the address (an unknown one is dropped), and keeps it for load-more', async () => {
    search.mockResolvedValue(page([makeOrder({ status: 'paid' })], 13));
    await visitPage(OrdersPage, { status: 'paid' });
    expect(search).toHaveBeenCalledWith({ status: 'paid', limit: 12, offset: 0 }, {});
    expect(screen.getByTestId('filter-status')).toHaveTextContent('Paid');

    search.mockResolvedValue(page([makeOrder({ _id: 'o2', number: 1030 })], 13));
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(search).toHaveBeenLastCalledWith({ status: 'paid', limit: 12, offset: 1 }, undefined);
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);

    search.mockClear();
    await visitPage(OrdersPage, { status: 'lost' });
    expect(search).toHaveBeenCalledWith({ limit: 12, offset: 0 }, {});
  });

  it('clearing the status filter shows every order again', async () => {
    search.mockResolvedValue(page([makeOrder({ status: 'paid' })]));
    await visitPage(OrdersPage, { status: 'paid' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/user/orders', query: {} }, undefined, { scroll: false });
  });

  it('says when there are no orders, or none of the chosen status', async () => {
    search.mockResolvedValue(page([]));
    const first = await visitPage(OrdersPage, {});
    expect(screen.getByTestId('orders-empty')).toHaveTextContent('No orders yet');
    first.unmount();
    await visitPage(OrdersPage, { status: 'failed' });
    expect(screen.getByTestId('orders-empty')).toHaveTextContent('No orders with this status.');
  });

  it("shows the server's message when the list fails, and tries again", async () => {
    search.mockRejectedValueOnce({ statusCode: 503, error: 'Service Unavailable', message: 'The database is busy' });
    await visitPage(OrdersPage, {});
    expect(screen.getByTestId('list-error')).toHaveTextContent('The database is busy');
    search.mockResolvedValue(page([makeOrder()]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
  });
});

describe('/user/orders/[id]', () => {
  const paidOrder = makeOrder({
    _id: ORDER_ID,
    status: 'paid',
    paidAt: '2026-11-23T09:05:00.000Z',
    shipping: { name: 'Riley Fan', address: '1 Main St, Springfield', phone: '+1 555 0100', postalCode: '12345', city: 'Springfield', country: 'US' },
    subtotal: 6499,
    discount: 650,
    total: 5849,
    lines: [
      makeOrderLine({
        _id: 'l1',
        objectId: 'shirt-id',
        name: 'Tour shirt',
        unitPrice: 2500,
        quantity: 2,
        discount: 500,
        total: 4500,
        deliveryStatus: 'shipping',
        shippingCode: 'TRK-42',
      }),
      makeOrderLine({ _id: 'l2', objectId: EBOOK, name: 'Photo ebook', productType: 'digital', unitPrice: 1499, quantity: 1, discount: 150, total: 1349 }),
    ],
  });

  it('shows the order: lines with picture, link, unit price, quantity, discount, total; money, coupon, status, shipping', async () => {
    findOne.mockResolvedValue(paidOrder);
    await visitPage(OrderPage, { id: ORDER_ID });
    expect(findOne).toHaveBeenCalledWith(ORDER_ID, {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order #1042');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');

    const [shirt, ebook] = screen.getAllByTestId('order-line');
    expect(within(shirt).getByRole('link', { name: 'Tour shirt' })).toHaveAttribute('href', '/products/shirt-id');
    expect(within(shirt).getByTestId('order-line-price')).toHaveTextContent('$25.00 × 2 · −$5.00 discount');
    expect(within(shirt).getByTestId('order-line-total')).toHaveTextContent('$45.00');
    expect(within(shirt).getByTestId('line-delivery')).toHaveTextContent('Shipped');
    expect(within(shirt).getByTestId('line-delivery')).toHaveTextContent('Tracking code TRK-42');
    expect(within(shirt).queryByTestId('download-button')).not.toBeInTheDocument();
    expect(within(ebook).getByTestId('order-line-price')).toHaveTextContent('$14.99 × 1 · −$1.50 discount');
    expect(within(ebook).getByTestId('download-button')).toHaveAccessibleName('Download Photo ebook');

    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$64.99');
    expect(screen.getByTestId('order-discount')).toHaveTextContent('−$6.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$58.49');
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByText('Coupon').nextSibling).toHaveTextContent('WELCOME10');
    const shipping = within(screen.getByTestId('order-shipping'));
    expect(shipping.getByText('1 Main St, Springfield')).toBeInTheDocument();
    expect(shipping.getByText('12345')).toBeInTheDocument();
  });

  it('offers no download before the order is paid, and says why an order failed', async () => {
    findOne.mockResolvedValue({ ...paidOrder, status: 'refunded', statusReason: 'Refunded by the payment provider', paidAt: null });
    await visitPage(OrderPage, { id: ORDER_ID });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Refunded');
    expect(screen.getByTestId('order-status-reason')).toHaveTextContent('Refunded by the payment provider');
    expect(screen.queryByTestId('download-button')).not.toBeInTheDocument();
  });

  it('downloads a digital line: fetches a fresh signed link on click, then goes to it', async () => {
    findOne.mockResolvedValue(paidOrder);
    downloadLink.mockResolvedValue({ downloadLink: 'https://cdn.example/files/ebook.pdf?sig=abc', expiresInSeconds: 300 });
    await visitPage(OrderPage, { id: ORDER_ID });
    expect(downloadLink).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByTestId('download-button'));
    expect(downloadLink).toHaveBeenCalledWith(EBOOK);
    expect(leaveSite).toHaveBeenCalledWith('https://cdn.example/files/ebook.pdf?sig=abc');
  });

  it("shows the server's message when the download is refused, and goes nowhere", async () => {
    findOne.mockResolvedValue(paidOrder);
    downloadLink.mockRejectedValue({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only a buyer of this product (whose payment went through) can download it.',
      code: 'NOT_BOUGHT',
    });
    await visitPage(OrderPage, { id: ORDER_ID });
    await userEvent.setup().click(screen.getByTestId('download-button'));
    expect(await screen.findByTestId('download-error')).toHaveTextContent('Only a buyer of this product (whose payment went through) can download it.');
    expect(leaveSite).not.toHaveBeenCalled();
    expect(screen.getByTestId('download-button')).not.toBeDisabled();
  });

  it("is a 404 page for someone else's order or an unknown one", async () => {
    findOne.mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'Order not found', code: 'ORDER_NOT_FOUND' });
    const { res } = await visitPage(OrderPage, { id: ORDER_ID });
    expect(res.statusCode).toBe(404);
    expect(screen.getByTestId('page-error')).toHaveTextContent('This order is not available');
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/user/orders');
  });

  it('is a 404 page for an address that names no order, without asking the API', async () => {
    const { res } = await visitPage(OrderPage, { id: 'not-an-order' });
    expect(findOne).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(404);
    expect(screen.getByTestId('page-error')).toHaveTextContent('This order is not available');
  });

  it("says the order could not load (with the server's message) when the API fails otherwise", async () => {
    findOne.mockRejectedValue({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    const { res } = await visitPage(OrderPage, { id: ORDER_ID });
    expect(res.statusCode).toBe(500);
    expect(screen.getByTestId('page-error')).toHaveTextContent("We couldn't load this order");
    expect(screen.getByTestId('page-error')).toHaveTextContent('Something went wrong on our side.');
  });
});
