import { screen, within } from '@testing-library/react';
import EarningsPage from '../../../../pages/performer/earnings';
import { performerEarningsService } from '../../../../services/performer-earnings.service';
import { fan, makeEarning, makeEarningStats, makeTimeline, performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

const mockPush = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/performer/earnings', asPath: '/performer/earnings?sourceType=video', query: { sourceType: 'video' }, push: mockPush }),
}));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/performer-earnings.service', () => ({
  performerEarningsService: { stats: jest.fn(), timeline: jest.fn(), search: jest.fn() },
}));
// The chart library draws on a canvas, which jsdom has not: the page's part around it is what is tested here.
jest.mock('../../../../components/studio/earnings-chart-canvas', () => ({
  __esModule: true,
  default: ({ points }: { points: unknown[] }) => <div data-testid="earnings-chart-canvas">{points.length} periods</div>,
}));

const stats = jest.mocked(performerEarningsService.stats);
const timeline = jest.mocked(performerEarningsService.timeline);
const search = jest.mocked(performerEarningsService.search);

beforeEach(() => {
  jest.clearAllMocks();
  stats.mockResolvedValue(makeEarningStats());
  timeline.mockResolvedValue(makeTimeline());
  search.mockResolvedValue({ data: [makeEarning()], total: 1 });
});

describe('/performer/earnings', () => {
  it('says what the performer owes back when sales were refunded after their payout', async () => {
    stats.mockResolvedValue(makeEarningStats({ totalNetPrice: 1000, paidPrice: 1500, unpaidPrice: -500 }));
    await visitPage(EarningsPage, {}, { as: performer });
    expect(screen.getByTestId('earning-total-unpaid')).toHaveTextContent('Owed back (refunded after payout)$5.00');
  });

  it('shows the totals, the chart of net earnings by period, and the earnings', async () => {
    search.mockResolvedValue({
      data: [
        makeEarning(),
        makeEarning({
          _id: 'e2',
          sourceType: 'subscription',
          name: 'Monthly',
          grossPrice: 999,
          commission: 200,
          netPrice: 799,
          isPaid: true,
          paidAt: '2026-11-22T00:00:00.000Z',
        }),
        makeEarning({ _id: 'e3', status: 'reversed', reversedAt: '2026-11-21T00:00:00.000Z' }),
      ],
      total: 3,
    });
    await visitPage(EarningsPage, {}, { as: performer });
    expect(screen.getByTestId('earning-total-gross')).toHaveTextContent('Gross sales$129.90');
    expect(screen.getByTestId('earning-total-commission')).toHaveTextContent('$25.98');
    expect(screen.getByTestId('earning-total-net')).toHaveTextContent('$103.92');
    expect(screen.getByTestId('earning-total-paid')).toHaveTextContent('$40.00');
    expect(screen.getByTestId('earning-total-unpaid')).toHaveTextContent('$63.92');

    expect(await screen.findByTestId('earnings-chart-canvas')).toHaveTextContent('2 periods');
    const table = screen.getByTestId('earnings-chart-table');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Nov 20, 2026$10.39');
    expect(screen.getByTestId('group-by-day')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('group-by-week')).toHaveAttribute('href', '/performer/earnings?sourceType=video&groupBy=week');

    const [video, subscription, reversed] = screen.getAllByTestId('earning-row');
    expect(video).toHaveTextContent('Night walk');
    expect(video).toHaveTextContent('Video');
    expect(video).toHaveTextContent('Order #1042');
    expect(video).toHaveTextContent('Riley');
    expect(video).toHaveTextContent('$12.99 − $2.60 commission (20%)');
    expect(video).toHaveTextContent('$10.39');
    expect(within(video).getByText('Unpaid')).toHaveClass('gold');
    expect(subscription).toHaveTextContent('Subscription');
    expect(subscription).toHaveTextContent('Paid out Nov 22, 2026');
    expect(within(subscription).getByText('Paid out')).toHaveClass('green');
    expect(within(reversed).getByText('Reversed')).toHaveClass('red');
  });

  it('reads the filters from the address into all three reads (bad dates dropped, a backwards range turned round)', async () => {
    await visitPage(EarningsPage, { fromDate: '2026-11-30', toDate: '2026-11-01', sourceType: 'video', isPaid: 'false', groupBy: 'week' }, { as: performer });
    const common = { fromDate: '2026-11-01', toDate: '2026-11-30', sourceType: 'video', isPaid: 'false' };
    expect(stats).toHaveBeenCalledWith(common, {});
    expect(timeline).toHaveBeenCalledWith({ ...common, groupBy: 'week' }, {});
    expect(search).toHaveBeenCalledWith({ ...common, limit: 12, offset: 0 }, {});
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(screen.getByTestId('filter-sourceType')).toHaveTextContent('Video');
    expect(screen.getByTestId('filter-isPaid')).toHaveTextContent('Not paid out yet');
    expect(screen.getByTestId('group-by-week')).toHaveAttribute('aria-current', 'true');

    jest.clearAllMocks();
    await visitPage(EarningsPage, { fromDate: 'yesterday', toDate: '2026-13-45', sourceType: 'tips', isPaid: 'maybe', groupBy: 'year' }, { as: performer });
    expect(stats).toHaveBeenCalledWith({}, {});
    expect(timeline).toHaveBeenCalledWith({ groupBy: 'day' }, {});
  });

  it('says when there are no earnings yet, or none matching the filters', async () => {
    stats.mockResolvedValue(makeEarningStats({ totalGrossPrice: 0, totalCommission: 0, totalNetPrice: 0, paidPrice: 0, unpaidPrice: 0, count: 0 }));
    timeline.mockResolvedValue(makeTimeline({ points: [{ period: '2026-11-20', grossPrice: 0, netPrice: 0, count: 0 }] }));
    search.mockResolvedValue({ data: [], total: 0 });
    const first = await visitPage(EarningsPage, {}, { as: performer });
    expect(screen.getByTestId('earnings-empty')).toHaveTextContent('No earnings yet');
    expect(screen.getByTestId('earnings-chart-empty')).toHaveTextContent('No earnings in this period yet.');
    expect(screen.getByTestId('earning-total-net')).toHaveTextContent('$0.00');
    first.unmount();
    await visitPage(EarningsPage, { sourceType: 'product' }, { as: performer });
    expect(screen.getByTestId('earnings-empty')).toHaveTextContent('No earnings match these filters.');
  });

  it("shows each part's failure with the server's message", async () => {
    const down = { statusCode: 503, error: 'Service Unavailable', message: 'Try again in a moment.' };
    stats.mockRejectedValue(down);
    timeline.mockRejectedValue(down);
    search.mockRejectedValue(down);
    await visitPage(EarningsPage, {}, { as: performer });
    expect(screen.getByTestId('earning-stats-error')).toHaveTextContent('Try again in a moment.');
    expect(screen.getByTestId('earnings-chart-error')).toHaveTextContent("We couldn't load the chart");
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load your earnings");
  });

  it('is refused to a fan, and loads nothing', async () => {
    const { res } = await visitPage(EarningsPage, {}, { as: fan });
    expect(res.statusCode).toBe(403);
    expect(stats).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });
});
