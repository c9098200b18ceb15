import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReactedList from '../../../components/user/reacted-list';
import type { ReactedEntry } from '../../../redux/reacted/slice';
import { makePerformer, makeProduct, makeVideo } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/user/favourites', query: {}, push: jest.fn() }) }));

const entry = (id: string): ReactedEntry => ({
  _id: `r-${id}`,
  objectType: 'video',
  objectId: id,
  action: 'favourite',
  createdAt: '2025-03-04T10:00:00.000Z',
  objectInfo: makeVideo({ _id: id, title: `Video ${id}`, slug: `video-${id}` }),
});

const list = (items: ReactedEntry[], total: number) => ({ reacted: { items, total, requesting: false, error: null, success: true } });

describe('favourites list', () => {
  it('shows each item as a card with a remove action that takes the reaction back', async () => {
    const { actions } = renderWithStore(<ReactedList kind="videos" action="favourite" emptyText="None" />, list([entry('a'), entry('b')], 2));
    expect(screen.getAllByTestId('reacted-item')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Video a' })).toHaveAttribute('href', '/videos/video-a');
    await userEvent.setup().click(screen.getAllByTestId('reacted-remove')[1]);
    expect(actions).toContainEqual({
      type: 'reactions/reactionToggleRequested',
      payload: { objectType: 'video', objectId: 'b', action: 'favourite', on: false },
    });
  });

  it('shows favourite products and performers with their own cards, each removable', async () => {
    const product: ReactedEntry = { ...entry('p'), objectType: 'product', objectInfo: makeProduct({ _id: 'p', name: 'Signed print', slug: 'signed-print' }) };
    renderWithStore(<ReactedList kind="products" action="favourite" emptyText="None" />, list([product], 1));
    expect(screen.getByTestId('product-card')).toHaveTextContent('Signed print');
    expect(screen.getByRole('button', { name: 'Remove Signed print' })).toBeInTheDocument();

    const performer: ReactedEntry = { ...entry('s'), objectType: 'performer', objectInfo: makePerformer({ _id: 's', name: 'Aria Skye', username: 'aria' }) };
    const { actions } = renderWithStore(<ReactedList kind="performers" action="favourite" emptyText="None" />, list([performer], 1));
    expect(screen.getByTestId('performer-card')).toHaveTextContent('@aria');
    await userEvent.setup().click(screen.getAllByTestId('reacted-remove')[1]);
    expect(actions).toContainEqual({
      type: 'reactions/reactionToggleRequested',
      payload: { objectType: 'performer', objectId: 's', action: 'favourite', on: false },
    });
  });

  it('loads more with the next offset', async () => {
    const { actions } = renderWithStore(<ReactedList kind="videos" action="watch_later" emptyText="None" />, list([entry('a')], 5));
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(actions).toContainEqual({
      type: 'reacted/moreRequested',
      payload: { query: { kind: 'videos', action: 'watch_later', limit: 12, offset: 1 } },
    });
  });

  it('says so when there is nothing yet', async () => {
    renderWithStore(<ReactedList kind="galleries" action="favourite" emptyText="No favourite galleries yet" />, list([], 0));
    expect(await screen.findByTestId('reacted-empty')).toHaveTextContent('No favourite galleries yet');
  });
});
