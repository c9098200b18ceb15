import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FollowButton from '../../../../components/follow/follow-button';
import { followService } from '../../../../services/follow.service';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performers/aria', asPath: '/performers/aria', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/follow.service', () => ({ followService: { state: jest.fn(), follow: jest.fn(), unfollow: jest.fn() } }));

const service = jest.mocked(followService);
const state = (following: boolean, followers: number, subscribed = false) => ({ performerId: 's1', following, subscribed, followers });

beforeEach(() => jest.clearAllMocks());

describe('Follow', () => {
  it('follows and unfollows for the signed-in fan, with the followers count', async () => {
    const user = userEvent.setup();
    service.state.mockResolvedValue(state(false, 41));
    service.follow.mockResolvedValue(state(true, 42));
    service.unfollow.mockResolvedValue(state(false, 41));
    renderWithStore(<FollowButton performerId="s1" />, { auth: { loggedIn: true } });
    const button = screen.getByTestId('follow-button');
    expect(await screen.findByTestId('follow-count')).toHaveTextContent('41');
    expect(button).toHaveTextContent('Follow');
    await user.click(button);
    expect(service.follow).toHaveBeenCalledWith('s1');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Following42');
    await user.click(button);
    expect(service.unfollow).toHaveBeenCalledWith('s1');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('cannot be turned off by a subscriber, and sends a visitor to log in', async () => {
    service.state.mockResolvedValue(state(true, 7, true));
    const { unmount } = renderWithStore(<FollowButton performerId="s1" />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('follow-count')).toHaveTextContent('7');
    expect(screen.getByTestId('follow-button')).toBeDisabled();
    unmount();
    renderWithStore(<FollowButton performerId="s1" />, { auth: { loggedIn: false } });
    expect(screen.getByTestId('follow-button')).toHaveAttribute('href', '/auth/login?next=%2Fperformers%2Faria');
    expect(service.state).toHaveBeenCalledTimes(1);
  });

  it('shows a creator their own followers, with nothing to click', async () => {
    service.state.mockResolvedValue(state(false, 3));
    renderWithStore(<FollowButton performerId="s1" />, { auth: { loggedIn: true }, user: { current: makeUser({ _id: 's1' }) } });
    expect(await screen.findByTestId('follow-count')).toHaveTextContent('3 followers');
    expect(screen.queryByTestId('follow-button')).not.toBeInTheDocument();
  });
});
