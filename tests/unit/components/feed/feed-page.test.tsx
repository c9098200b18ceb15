import { act, screen } from '@testing-library/react';
import FeedPage from '../../../../pages/feed';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { feedService } from '../../../../services/feed.service';
import type { FeedItem } from '../../../../types/feed';
import { makeVideo } from '../../helpers/catalogue-fixtures';
import { makeCreatorPost } from '../../helpers/creator-post-fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/feed', asPath: '/feed', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/feed.service', () => ({ feedService: { page: jest.fn() } }));

const page = jest.mocked(feedService.page);
const LOCKED = { canView: false, accessReason: 'locked' as const, isBought: false, isSubscribed: false };

const lockedVideo: FeedItem = {
  kind: 'video',
  publishedAt: '2026-11-29T09:00:00.000Z',
  video: makeVideo({ _id: 'v9', title: 'Golden hour', access: 'subscribers', price: 0 }),
  access: LOCKED,
};
const openPost: FeedItem = { kind: 'creator_post', publishedAt: '2026-11-29T10:00:00.000Z', post: makeCreatorPost({ _id: 'p1', title: 'Studio day' }) };

beforeEach(() => jest.clearAllMocks());

describe('/feed', () => {
  it('shows each item as the fan may see it, newest first, and says when they are caught up', async () => {
    page.mockResolvedValue({ items: [openPost, lockedVideo], next: null });
    renderWithStore(<FeedPage />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('creator-post')).toHaveTextContent('Studio day');
    const video = screen.getByTestId('feed-video');
    expect(video).toHaveTextContent('Golden hour');
    expect(video).toHaveTextContent(/Subscribe/);
    expect(screen.getByText(/You are all caught up/)).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith({ kind: 'all', subscribed: false });
  });

  it('counts what arrives live, and loads from the top when the fan asks', async () => {
    page.mockResolvedValue({ items: [lockedVideo], next: null });
    const { store } = renderWithStore(<FeedPage />, { auth: { loggedIn: true } });
    await screen.findByTestId('feed-video');
    expect(screen.queryByTestId('feed-new-items')).not.toBeInTheDocument();
    const release = { kind: 'video', id: 'v10', slug: 'new', title: 'New', performer: { _id: 's1', name: 'Aria', username: 'aria' } };
    act(() => {
      store.dispatch(socketEventReceived({ event: SOCKET_EVENTS.contentReleased, payload: release }));
    });
    expect(screen.getByTestId('feed-new-items')).toHaveTextContent('1 new item');
    page.mockResolvedValue({ items: [openPost, lockedVideo], next: null });
    window.scrollTo = jest.fn();
    await act(async () => screen.getByTestId('feed-new-items').click());
    expect(await screen.findByTestId('creator-post')).toBeInTheDocument();
    expect(screen.queryByTestId('feed-new-items')).not.toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('invites a fan who follows no one to find creators', async () => {
    page.mockResolvedValue({ items: [], next: null });
    renderWithStore(<FeedPage />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('feed-empty')).toHaveTextContent('Find creators to follow');
  });
});
