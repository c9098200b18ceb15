import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrdersPage from '../../../../pages/performer/orders';
import ProductsPage from '../../../../pages/performer/products';
import SubscribersPage from '../../../../pages/performer/subscribers';
import VideosPage from '../../../../pages/performer/videos';
import { orderService } from '../../../../services/order.service';
import { ownProductsService } from '../../../../services/own-products.service';
import { ownVideosService } from '../../../../services/own-videos.service';
import { performerSubscribersService } from '../../../../services/performer-subscribers.service';
import { soldLinesService } from '../../../../services/sold-lines.service';
import { makeOrder, makeOrderLine } from '../../helpers/checkout-fixtures';
import { fan, makeOwnProduct, makeOwnVideo, makeSubscriber, performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

const mockPush = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/performer/subscribers', asPath: '/performer/subscribers?status=active', query: { status: 'active' }, push: mockPush }),
}));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/performer-subscribers.service', () => ({ performerSubscribersService: { search: jest.fn() } }));
jest.mock('../../../../services/sold-lines.service', () => ({ soldLinesService: { search: jest.fn(), updateDelivery: jest.fn() } }));
jest.mock('../../../../services/order.service', () => ({ orderService: { findOne: jest.fn() } }));
jest.mock('../../../../services/own-products.service', () => ({ ownProductsService: { search: jest.fn() } }));
jest.mock('../../../../services/own-videos.service', () => ({ ownVideosService: { search: jest.fn() } }));

const subscribers = jest.mocked(performerSubscribersService.search);
const soldLines = jest.mocked(soldLinesService.search);
const updateDelivery = jest.mocked(soldLinesService.updateDelivery);
const products = jest.mocked(ownProductsService.search);
const findOrder = jest.mocked(orderService.findOne);
const videos = jest.mocked(ownVideosService.search);

beforeEach(() => jest.clearAllMocks());

describe('the Studio is for performers', () => {
  it('refuses a signed-in fan with a 403, loading nothing', async () => {
    const { res } = await visitPage(SubscribersPage, {}, { as: fan });
    expect(res.statusCode).toBe(403);
    expect(screen.getByTestId('studio-refused')).toHaveTextContent('The Studio is for creators');
    expect(subscribers).not.toHaveBeenCalled();
    expect(screen.queryByTestId('studio-nav')).not.toBeInTheDocument();
  });

  it('asks visitors to log in first (and come back), like every authenticated page', () => {
    for (const Page of [SubscribersPage, OrdersPage, ProductsPage, VideosPage]) expect(Page.authenticate).toBe(true);
  });

  it("shows a performer the Studio's sections, the current one marked", async () => {
    subscribers.mockResolvedValue({ data: [], total: 0 });
    await visitPage(SubscribersPage, {}, { as: performer });
    const nav = screen.getByTestId('studio-nav');
    expect(within(nav).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/performer/earnings');
    expect(within(nav).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/performer/packages');
  });
});

describe('/performer/subscribers', () => {
  it('lists the subscribers: who, package and price, since, renewal or end, status, total paid', async () => {
    subscribers.mockResolvedValue({
      data: [
        makeSubscriber(),
        makeSubscriber({
          _id: 's2',
          status: 'cancelled',
          nextChargeAt: null,
          cancelledAt: '2026-11-10T10:00:00.000Z',
          subscriber: { _id: 'u3', name: 'Sam', username: 'sam', avatar: null },
          package: { _id: 'pk2', name: 'Yearly' },
          price: 9900,
          periodDays: 365,
          totalPaid: 9900,
        }),
      ],
      total: 2,
    });
    await visitPage(SubscribersPage, {}, { as: performer });
    const [riley, sam] = screen.getAllByTestId('subscriber-row');
    expect(riley).toHaveTextContent('Riley @riley');
    expect(riley).toHaveTextContent('Monthly · $9.99 monthly');
    expect(riley).toHaveTextContent('Since Oct 1, 2026');
    expect(riley).toHaveTextContent('Renews Dec 1, 2026');
    expect(riley).toHaveTextContent('$19.98 paid');
    expect(within(riley).getByText('Active')).toHaveClass('green');
    expect(sam).toHaveTextContent('Yearly · $99.00 yearly');
    expect(sam).toHaveTextContent('Until Dec 1, 2026');
    expect(within(sam).getByText('Cancelled')).toHaveClass('gold');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2 subscribers');
  });

  it('loads the status from the address (an unknown one is dropped) and keeps it for load-more', async () => {
    subscribers.mockResolvedValue({ data: [makeSubscriber()], total: 13 });
    await visitPage(SubscribersPage, { status: 'active' }, { as: performer });
    expect(subscribers).toHaveBeenCalledWith({ status: 'active', limit: 12, offset: 0 }, {});
    expect(screen.getByTestId('filter-status')).toHaveTextContent('Active');
    subscribers.mockResolvedValue({ data: [makeSubscriber({ _id: 's9' })], total: 13 });
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(subscribers).toHaveBeenLastCalledWith({ status: 'active', limit: 12, offset: 1 }, undefined);
    expect(await screen.findByText('Showing 2 of 13 subscribers')).toBeInTheDocument();

    subscribers.mockClear();
    await visitPage(SubscribersPage, { status: 'everyone' }, { as: performer });
    expect(subscribers).toHaveBeenCalledWith({ limit: 12, offset: 0 }, {});
  });

  it('says when there are none, or none of the status, and shows a failure', async () => {
    subscribers.mockResolvedValue({ data: [], total: 0 });
    const first = await visitPage(SubscribersPage, {}, { as: performer });
    expect(screen.getByTestId('subscribers-empty')).toHaveTextContent('No subscribers yet');
    first.unmount();
    const second = await visitPage(SubscribersPage, { status: 'expired' }, { as: performer });
    expect(screen.getByTestId('subscribers-empty')).toHaveTextContent('No subscribers match this status.');
    second.unmount();
    subscribers.mockRejectedValue({ statusCode: 503, error: 'Service Unavailable', message: 'Try again in a moment.' });
    await visitPage(SubscribersPage, {}, { as: performer });
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load your subscribers");
    expect(screen.getByTestId('list-error')).toHaveTextContent('Try again in a moment.');
  });
});

describe('/performer/orders', () => {
  const shirt = makeOrderLine({ _id: 'l1', orderStatus: 'paid', buyer: { _id: 'u2', name: 'Riley', username: 'riley' } });

  it('lists the sold lines with buyer, order, total and statuses; only paid physical ones have the delivery form', async () => {
    soldLines.mockResolvedValue({
      data: [shirt, makeOrderLine({ _id: 'l2', orderNumber: 1043, name: 'Photo ebook', productType: 'digital', quantity: 1, total: 999, orderStatus: 'paid' })],
      total: 2,
    });
    await visitPage(OrdersPage, {}, { as: performer });
    const [physical, digital] = screen.getAllByTestId('sold-line-row');
    expect(physical).toHaveTextContent('Tour shirt × 2');
    expect(physical).toHaveTextContent('Order #1042');
    expect(physical).toHaveTextContent('Bought by Riley');
    expect(physical).toHaveTextContent('$45.00');
    expect(within(physical).getByText('Paid')).toHaveClass('green');
    expect(within(physical).getByTestId('delivery-form')).toBeInTheDocument();
    expect(digital).toHaveTextContent('Digital product');
    expect(within(digital).queryByTestId('delivery-form')).not.toBeInTheDocument();
  });

  it('saves a delivery step and tracking code, and shows the line as the server answers it', async () => {
    soldLines.mockResolvedValue({ data: [shirt], total: 1 });
    updateDelivery.mockResolvedValue({ ...shirt, deliveryStatus: 'shipping', shippingCode: 'TRACK 123' });
    await visitPage(OrdersPage, {}, { as: performer });
    const user = userEvent.setup();
    const row = screen.getByTestId('sold-line-row');
    await user.selectOptions(within(row).getByLabelText('Delivery'), 'shipping');
    await user.type(within(row).getByLabelText('Tracking code'), ' TRACK 123 ');
    await user.click(within(row).getByRole('button', { name: 'Save delivery' }));
    expect(updateDelivery).toHaveBeenCalledWith('l1', { deliveryStatus: 'shipping', shippingCode: 'TRACK 123' });
    expect(await within(row).findByTestId('delivery-status')).toHaveTextContent('Shipped');
    expect(row).toHaveTextContent('Tracking TRACK 123');
  });

  it("refuses a tracking code the server would refuse, and shows the server's own refusal", async () => {
    soldLines.mockResolvedValue({ data: [shirt], total: 1 });
    await visitPage(OrdersPage, {}, { as: performer });
    const user = userEvent.setup();
    const row = screen.getByTestId('sold-line-row');
    await user.type(within(row).getByLabelText('Tracking code'), 'ABC<script>');
    await user.click(within(row).getByRole('button', { name: 'Save delivery' }));
    expect(within(row).getByTestId('delivery-error')).toHaveTextContent('letters, digits, spaces');
    expect(updateDelivery).not.toHaveBeenCalled();

    updateDelivery.mockRejectedValue({ statusCode: 422, error: 'Unprocessable Entity', message: 'This order is refunded: only a paid order is delivered.' });
    await user.clear(within(row).getByLabelText('Tracking code'));
    await user.click(within(row).getByRole('button', { name: 'Save delivery' }));
    expect(await within(row).findByText('This order is refunded: only a paid order is delivered.')).toBeInTheDocument();
  });

  it("shows where a paid physical line goes when the seller asks (the order's shipping details)", async () => {
    soldLines.mockResolvedValue({ data: [shirt], total: 1 });
    findOrder.mockResolvedValue(
      makeOrder({
        status: 'paid',
        shipping: { name: 'Riley Park', address: '1 Main St', phone: '+1 555 0100', postalCode: '12345', city: 'Springfield', country: 'US' },
      }),
    );
    await visitPage(OrdersPage, {}, { as: performer });
    const row = screen.getByTestId('sold-line-row');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Show the shipping address' }));
    expect(findOrder).toHaveBeenCalledWith('o1');
    expect(await within(row).findByTestId('ship-to')).toHaveTextContent('Riley Park1 Main St12345 SpringfieldUnited States+1 555 0100');
  });

  it('loads the order and delivery status from the address', async () => {
    soldLines.mockResolvedValue({ data: [], total: 0 });
    await visitPage(OrdersPage, { status: 'paid', deliveryStatus: 'processing' }, { as: performer });
    expect(soldLines).toHaveBeenCalledWith({ status: 'paid', deliveryStatus: 'processing', limit: 12, offset: 0 }, {});
    expect(screen.getByTestId('sold-lines-empty')).toHaveTextContent('No sales match these filters.');
  });
});

describe('/performer/products and /performer/videos', () => {
  it('list the own products with status, price, views, likes, sales and revenue, each linking to its public page', async () => {
    products.mockResolvedValue({
      data: [
        makeOwnProduct(),
        makeOwnProduct({ _id: 'pr2', slug: 'presets', name: 'Presets', type: 'digital', status: 'draft', publication: 'draft', salesCount: 0, revenue: 0 }),
        makeOwnProduct({ _id: 'pr3', slug: 'calendar', name: 'Calendar', publication: 'scheduled', publishedAt: '2026-12-01T09:00:00.000Z', salesCount: 0 }),
      ],
      total: 3,
    });
    await visitPage(ProductsPage, { status: 'live' }, { as: performer });
    expect(products).toHaveBeenCalledWith({ status: 'live', limit: 12, offset: 0 }, {});
    const [shirt, presets, calendar] = screen.getAllByTestId('own-asset-row');
    expect(within(shirt).getByRole('link', { name: 'Tour shirt' })).toHaveAttribute('href', '/products/tour-shirt');
    expect(shirt).toHaveTextContent('Physical');
    expect(shirt).toHaveTextContent('$25.00');
    expect(shirt).toHaveTextContent('1.2K views');
    expect(shirt).toHaveTextContent('56 likes');
    expect(shirt).toHaveTextContent('3 sales');
    expect(shirt).toHaveTextContent('$75.00');
    expect(within(shirt).getByText('Live')).toHaveClass('green');
    expect(within(presets).getByText('Draft')).toHaveClass('gold');
    expect(within(presets).queryByTestId('publication-detail')).not.toBeInTheDocument();
    expect(within(calendar).getByTestId('publication-tag')).toHaveTextContent('Scheduled');
    expect(within(calendar).getByTestId('publication-detail')).toHaveTextContent(/^Scheduled for \d{1,2} Dec, \d\d:\d\d$/);
  });

  it('list the own videos, each linking to its public page; empty and failed lists say so', async () => {
    videos.mockResolvedValue({
      data: [
        makeOwnVideo(),
        makeOwnVideo({ _id: 'v2', slug: 'backstage', title: 'Backstage', access: 'subscribers', isSale: false, salesCount: 0, revenue: 0 }),
      ],
      total: 2,
    });
    const first = await visitPage(VideosPage, {}, { as: performer });
    const [walk, backstage] = screen.getAllByTestId('own-asset-row');
    expect(within(walk).getByRole('link', { name: 'Night walk' })).toHaveAttribute('href', '/videos/night-walk');
    expect(walk).toHaveTextContent('For sale');
    expect(walk).toHaveTextContent('1 sale');
    expect(backstage).toHaveTextContent('Subscribers only');
    expect(backstage).toHaveTextContent('Not sold alone');
    first.unmount();

    videos.mockResolvedValue({ data: [], total: 0 });
    const second = await visitPage(VideosPage, {}, { as: performer });
    expect(screen.getByTestId('own-videos-empty')).toHaveTextContent('No videos yet.');
    second.unmount();

    videos.mockRejectedValue({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    await visitPage(VideosPage, {}, { as: performer });
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load your videos");
  });
});
