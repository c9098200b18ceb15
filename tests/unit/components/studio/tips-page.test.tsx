import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TipsPage from '../../../../pages/performer/tips';
import { tipService } from '../../../../services/tip.service';
import type { ReceivedTip } from '../../../../types/tip';
import { performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/tips', asPath: '/performer/tips', query: {}, push: jest.fn() }) }));
jest.mock('../../../../services/tip.service', () => ({ tipService: { received: jest.fn() } }));

const service = jest.mocked(tipService);

const tip = (n: number): ReceivedTip => ({
  _id: `t${n}`,
  fan: { _id: `f${n}`, name: `Fan ${n}`, username: `fan${n}`, avatar: null },
  amountCents: 500,
  currency: 'USD',
  message: n === 1 ? 'Thanks for the stream!' : null,
  on: null,
  paidAt: '2026-11-01T12:00:00.000Z',
  refunded: false,
});

describe('/performer/tips', () => {
  it('shows the newest page, then older tips with "Load more", each once, until all are shown', async () => {
    const all = Array.from({ length: 60 }, (_, i) => tip(i + 1));
    service.received.mockImplementation(async ({ limit = 50, offset = 0 } = {}) => ({
      data: all.slice(offset, offset + limit),
      total: all.length,
      totalCents: all.length * 500,
    }));
    await visitPage(TipsPage, {}, { as: performer });
    expect(await screen.findAllByTestId('tip-row')).toHaveLength(50);
    expect(screen.getByTestId('tip-message')).toHaveTextContent('Thanks for the stream!');
    expect(screen.getByTestId('list-count')).toHaveTextContent('Showing 50 of 60 tips');
    // A tip arrives meanwhile: the next page starts one later, and the tip shown already is not shown twice.
    all.unshift(tip(61));
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Showing 60 of 60 tips')).toBeInTheDocument();
    expect(screen.getAllByTestId('tip-row').map((row) => row.textContent)).toEqual(all.slice(1).map((t) => expect.stringContaining(`${t.fan.name} @`)));
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
    expect(service.received).toHaveBeenLastCalledWith({ limit: 50, offset: 50 });
  });
});
