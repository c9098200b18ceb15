import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CatalogueList from '../../../components/common/catalogue-list';
import { initialListState } from '../../../redux/lists/list-slice';
import { listingMoreRequested } from '../../../redux/performers/slice';
import { makePerformer, makeVideo } from '../helpers/catalogue-fixtures';
import { requestError } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

const two = [makeVideo({ _id: 'a', title: 'First', slug: 'first' }), makeVideo({ _id: 'b', title: 'Second', slug: 'second' })];

describe('catalogue list', () => {
  it('shows the cards, the count, and loads more with the same filters from the next offset', async () => {
    const { actions } = renderWithStore(<CatalogueList kind="videos" filters={{ q: 'night' }} emptyText="None" />, {
      videos: { ...initialListState(), items: two, total: 5, success: true },
    });
    expect(screen.getAllByTestId('video-card')).toHaveLength(2);
    expect(screen.getByTestId('list-count')).toHaveTextContent('Showing 2 of 5 videos');
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(actions.at(-1)).toEqual({ type: 'videos/moreRequested', payload: { query: { q: 'night', limit: 12, offset: 2 } } });
  });

  it('has no Load more once everything is shown', () => {
    renderWithStore(<CatalogueList kind="videos" filters={{}} emptyText="None" />, {
      videos: { ...initialListState(), items: two, total: 2, success: true },
    });
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  // The empty and error states load their own (antd) code when shown: they appear a moment later.
  it('says why it is empty', async () => {
    renderWithStore(<CatalogueList kind="videos" filters={{}} emptyText="No videos match your filters." />, {
      videos: { ...initialListState(), success: true },
    });
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No videos match your filters.');
  });

  it('shows a failed first load with a retry that loads the first page again', async () => {
    const { actions } = renderWithStore(<CatalogueList kind="videos" filters={{ sortBy: 'oldest' }} emptyText="None" />, {
      videos: { ...initialListState(), error: requestError('Server down', 503) },
    });
    expect(await screen.findByText("We couldn't load the videos")).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.at(-1)).toEqual({ type: 'videos/loadRequested', payload: { query: { sortBy: 'oldest', limit: 12, offset: 0 } } });
  });

  it('keeps the shown cards when a load-more fails', async () => {
    renderWithStore(<CatalogueList kind="videos" filters={{}} emptyText="None" />, {
      videos: { ...initialListState(), items: two, total: 5, error: requestError('Server down', 503) },
    });
    expect(screen.getAllByTestId('video-card')).toHaveLength(2);
    expect(await screen.findByTestId('list-more-error')).toHaveTextContent('Server down');
  });

  it('reads the performer listing from its {data: {data, total}} state', async () => {
    const { actions } = renderWithStore(<CatalogueList kind="performers" filters={{ gender: 'female' }} emptyText="None" />, {
      performers: {
        listing: { requesting: false, error: null, success: true, data: { data: [makePerformer()], total: 13 } },
        profile: { requesting: false, error: null, success: false, data: null },
      },
    });
    expect(screen.getAllByTestId('performer-card')).toHaveLength(1);
    await userEvent.setup().click(screen.getByTestId('load-more'));
    expect(actions.at(-1)).toEqual(listingMoreRequested({ query: { gender: 'female', limit: 12, offset: 1 } }));
  });
});
