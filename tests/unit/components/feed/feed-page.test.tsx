import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeedPage from '../../../../pages/feed';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { feedService } from '../../../../services/feed.service';
import { videoService } from '../../../../services/video.service';
import type { FeedItem } from '../../../../types/feed';
import { makeVideo, makeVideoDetail } from '../../helpers/catalogue-fixtures';
import { makeCreatorPost } from '../../helpers/creator-post-fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/feed', asPath: '/feed', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/feed.service', () => ({ feedService: { page: jest.fn() } }));
jest.mock('../../../../services/video.service', () => ({ videoService: { findOne: jest.fn() } }));

const page = jest.mocked(feedService.page);
const findVideo = jest.mocked(videoService.findOne);
const LOCKED = { canView: false, accessReason: 'locked' as const, isBought: false, isSubscribed: false };
const OPEN = { canView: true, accessReason: 'free' as const, isBought: false, isSubscribed: false };
const NONE = { like: false, favourite: false, watch_later: false };

const lockedVideo: FeedItem = {
  kind: 'video',
  publishedAt: '2026-11-29T09:00:00.000Z',
  reactions: NONE,
  video: makeVideo({ _id: 'v9', title: 'Golden hour', access: 'subscribers', price: 0 }),
  access: LOCKED,
};
const openPost: FeedItem = {
  kind: 'creator_post',
  publishedAt: '2026-11-29T10:00:00.000Z',
  reactions: { ...NONE, like: true },
  post: makeCreatorPost({ _id: 'p1', title: 'Studio day' }),
};
const freeVideo: FeedItem = { ...lockedVideo, video: makeVideo({ _id: 'v8', title: 'Morning swim', access: 'free', price: 0 }), access: OPEN };

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

  it("shows the fan's own reactions that came with the items (no read per item) and lets them comment in place", async () => {
    page.mockResolvedValue({ items: [openPost, lockedVideo], next: null });
    const { actions } = renderWithStore(<FeedPage />, { auth: { loggedIn: true } });
    const post = await screen.findByTestId('creator-post');
    expect(within(post).getByTestId('reaction-like')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('feed-video')).getByTestId('reaction-like')).toHaveAttribute('aria-pressed', 'false');
    expect(actions.map((a) => a.type)).not.toContain('reactions/reactionStateRequested');
    expect(within(post).queryByTestId('reaction-favourite')).not.toBeInTheDocument();
    const toggle = within(post).getByTestId('feed-comments-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide comments');
  });

  it('plays a video the fan may watch where it is, and links a locked one to its page', async () => {
    page.mockResolvedValue({ items: [freeVideo, lockedVideo], next: null });
    findVideo.mockResolvedValue(
      makeVideoDetail({ _id: 'v8', title: 'Morning swim', canView: true, video: { url: '/media/v8.mp4', type: 'video/mp4', expiresInSeconds: 600 } }),
    );
    renderWithStore(<FeedPage />, { auth: { loggedIn: true } });
    const [free, locked] = await screen.findAllByTestId('feed-video');
    expect(within(locked).queryByTestId('feed-play')).not.toBeInTheDocument();
    await userEvent.setup().click(within(free).getByRole('button', { name: /^Play Morning swim/ }));
    expect(findVideo).toHaveBeenCalledWith('v8');
    const player = await within(free).findByTestId('video-player');
    expect(player).toHaveAttribute('data-mode', 'full');
    expect(player).toHaveProperty('autoplay', true);
  });

  it('invites a fan who follows no one to find creators', async () => {
    page.mockResolvedValue({ items: [], next: null });
    renderWithStore(<FeedPage />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('feed-empty')).toHaveTextContent('Find creators to follow');
  });
});
