import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveSite } from '../../../../lib/navigation';
import DownloadsPage from '../../../../pages/user/downloads';
import TransactionsPage from '../../../../pages/user/transactions';
import { productService } from '../../../../services/product.service';
import { transactionService } from '../../../../services/transaction.service';
import type { OwnedDownload } from '../../../../types/download';
import { makeTransaction } from '../../helpers/checkout-fixtures';
import { visitPage } from '../../helpers/visit-page';

const mockPush = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/user/transactions',
    asPath: '/user/transactions?status=failed&type=video_purchase',
    query: { status: 'failed', type: 'video_purchase' },
    push: mockPush,
  }),
}));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/transaction.service', () => ({ transactionService: { search: jest.fn() } }));
jest.mock('../../../../services/product.service', () => ({ productService: { downloads: jest.fn(), downloadLink: jest.fn() } }));

const search = jest.mocked(transactionService.search);
const downloads = jest.mocked(productService.downloads);
const downloadLink = jest.mocked(productService.downloadLink);

const EBOOK = '00000000-0000-4000-8000-0000000000e1';
const PRESETS = '00000000-0000-4000-8000-0000000000e2';
const owned = (overrides: Partial<OwnedDownload> = {}): OwnedDownload => ({
  _id: EBOOK,
  slug: 'photo-ebook',
  name: 'Photo ebook',
  image: null,
  boughtAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => jest.clearAllMocks());

describe('/user/transactions', () => {
  it('lists the payments: what each paid for (to its order), date, type, gateway, coloured status, amount', async () => {
    search.mockResolvedValue({
      data: [
        makeTransaction({ status: 'success', settledAt: '2026-11-23T09:05:00.000Z' }),
        makeTransaction({
          _id: 't2',
          orderId: 'o2',
          type: 'video_purchase',
          gateway: 'ccbill',
          status: 'failed',
          amount: 1299,
          description: 'Order #1040: Night walk',
        }),
      ],
      total: 2,
    });
    await visitPage(TransactionsPage, {});
    const [paid, failed] = screen.getAllByTestId('transaction-row');
    expect(within(paid).getByRole('link', { name: 'Order #1042: Tour shirt x 2' })).toHaveAttribute('href', '/user/orders/o1');
    expect(paid).toHaveTextContent('Nov 23, 2026');
    expect(paid).toHaveTextContent('Products · Sandbox');
    expect(paid).toHaveTextContent('$45.00');
    expect(within(paid).getByText('Succeeded')).toHaveClass('green');
    expect(failed).toHaveTextContent('Video · CCBill');
    expect(failed).toHaveTextContent('$12.99');
    expect(within(failed).getByText('Failed')).toHaveClass('red');
  });

  it('loads the status and type from the address (unknown values dropped) and shows them in the filters', async () => {
    search.mockResolvedValue({ data: [makeTransaction({ status: 'failed', type: 'video_purchase' })], total: 1 });
    await visitPage(TransactionsPage, { status: 'failed', type: 'video_purchase' });
    expect(search).toHaveBeenCalledWith({ status: 'failed', type: 'video_purchase', limit: 12, offset: 0 }, {});
    expect(screen.getByTestId('filter-status')).toHaveTextContent('Failed');
    expect(screen.getByTestId('filter-type')).toHaveTextContent('Video');

    await userEvent.setup().click(within(screen.getByTestId('filter-type')).getByRole('button', { name: 'Clear' }));
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/user/transactions', query: { status: 'failed' } }, undefined, { scroll: false });

    search.mockClear();
    await visitPage(TransactionsPage, { status: 'stolen', type: 'gift' });
    expect(search).toHaveBeenCalledWith({ limit: 12, offset: 0 }, {});
  });

  it('pages with load-more, keeping the filters', async () => {
    search.mockResolvedValue({ data: [makeTransaction({ status: 'failed', type: 'video_purchase' })], total: 30 });
    await visitPage(TransactionsPage, { status: 'failed' });
    expect(screen.getByTestId('list-count')).toHaveTextContent('Showing 1 of 30 transactions');
    search.mockResolvedValue({ data: [makeTransaction({ _id: 't9', status: 'failed' })], total: 30 });
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(search).toHaveBeenLastCalledWith({ status: 'failed', limit: 12, offset: 1 }, undefined);
    expect(await screen.findByText('Showing 2 of 30 transactions')).toBeInTheDocument();
  });

  it('says when there are none, or none matching the filters', async () => {
    search.mockResolvedValue({ data: [], total: 0 });
    const first = await visitPage(TransactionsPage, {});
    expect(screen.getByTestId('transactions-empty')).toHaveTextContent('No transactions yet');
    first.unmount();
    await visitPage(TransactionsPage, { type: 'video_purchase' });
    expect(screen.getByTestId('transactions-empty')).toHaveTextContent('No transactions match these filters.');
  });

  it("shows the server's message when the list fails", async () => {
    search.mockRejectedValue({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    await visitPage(TransactionsPage, {});
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load your transactions");
    expect(screen.getByTestId('list-error')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('/user/downloads', () => {
  it('lists the owned digital products, each linking to its page, with when it was bought and a Download button', async () => {
    downloads.mockResolvedValue({ data: [owned(), owned({ _id: PRESETS, slug: 'lightroom-presets', name: 'Lightroom presets' })], total: 2 });
    await visitPage(DownloadsPage, {});
    const items = screen.getAllByTestId('download-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Photo ebook' })).toHaveAttribute('href', '/products/photo-ebook');
    expect(items[0]).toHaveTextContent('Bought Nov 20, 2026');
    expect(within(items[1]).getByRole('button', { name: 'Download Lightroom presets' })).toBeInTheDocument();
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('downloads through a fresh signed link fetched on click', async () => {
    downloads.mockResolvedValue({ data: [owned()], total: 1 });
    downloadLink.mockResolvedValue({ downloadLink: '/api/files/signed/abc?exp=1', expiresInSeconds: 300 });
    await visitPage(DownloadsPage, {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Photo ebook' }));
    expect(downloadLink).toHaveBeenCalledWith(EBOOK);
    expect(leaveSite).toHaveBeenCalledWith('/api/files/signed/abc?exp=1');
  });

  it("shows the server's message when a download is refused (a refunded purchase)", async () => {
    downloads.mockResolvedValue({ data: [owned()], total: 1 });
    downloadLink.mockRejectedValue({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only a buyer of this product (whose payment went through) can download it.',
    });
    await visitPage(DownloadsPage, {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Photo ebook' }));
    expect(await screen.findByTestId('download-error')).toHaveTextContent('Only a buyer of this product');
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('says when the user owns none, and shows a failure with a way to try again', async () => {
    downloads.mockResolvedValue({ data: [], total: 0 });
    const first = await visitPage(DownloadsPage, {});
    expect(screen.getByTestId('downloads-empty')).toHaveTextContent('No downloads yet');
    first.unmount();

    downloads.mockRejectedValueOnce({ statusCode: 503, error: 'Service Unavailable', message: 'Try again in a moment.' });
    await visitPage(DownloadsPage, {});
    expect(screen.getByTestId('list-error')).toHaveTextContent('Try again in a moment.');
    downloads.mockResolvedValue({ data: [owned()], total: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('download-item')).toBeInTheDocument();
  });
});
