import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UnlockCta, { CHECKOUT_SOON } from '../../../components/common/unlock-cta';
import VideoPlayer from '../../../components/video/video-player';
import { notify } from '../../../lib/notify';
import { makePerformerCard, makeVideoDetail } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';
import { makeUser } from '../helpers/fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('../../../lib/notify', () => ({ notify: { info: jest.fn(), success: jest.fn(), error: jest.fn() } }));

const sourceOf = (video: HTMLElement) => video.querySelector('source')!.getAttribute('src');

describe('video player', () => {
  it('plays the full video when the viewer may watch it, with controls, playsInline and the thumbnail as poster', () => {
    const video = makeVideoDetail();
    renderWithStore(<VideoPlayer video={video} />);
    const player = screen.getByTestId('video-player');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('playsinline');
    expect(player).toHaveAttribute('poster', video.thumbnail);
    expect(player).toHaveAttribute('data-mode', 'full');
    expect(sourceOf(player)).toBe(video.video!.url);
  });

  it('plays the teaser, marked as a preview, when locked', () => {
    renderWithStore(<VideoPlayer video={makeVideoDetail({ canView: false, accessReason: 'locked', video: null, access: 'subscribers' })} />);
    const player = screen.getByTestId('video-player');
    expect(player).toHaveAttribute('data-mode', 'teaser');
    expect(sourceOf(player)).toBe('/api/files/public/teasers/v1.mp4');
    expect(screen.getByText('Preview')).toBeInTheDocument();
  });

  it('shows the poster when locked without a teaser', () => {
    renderWithStore(<VideoPlayer video={makeVideoDetail({ canView: false, video: null, teaser: null })} />);
    expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();
    expect(screen.getByTestId('video-poster')).toBeInTheDocument();
  });
});

describe('unlock call to action', () => {
  const performer = makePerformerCard();

  it('asks visitors to subscribe to the performer (through logging in)', () => {
    renderWithStore(<UnlockCta access="subscribers" price={0} performer={performer} noun="video" />);
    expect(screen.getByRole('link', { name: 'Subscribe to Aria Skye' })).toHaveAttribute('href', '/auth/login');
  });

  it("sends a logged-in fan to the performer's page to subscribe", () => {
    renderWithStore(<UnlockCta access="subscribers" price={0} performer={performer} noun="video" />, {
      auth: { loggedIn: true, authUser: makeUser() },
    });
    expect(screen.getByRole('link', { name: 'Subscribe to Aria Skye' })).toHaveAttribute('href', '/performers/aria_skye');
  });

  it('offers sale content for its price, and says checkout is not open yet instead of faking a purchase', async () => {
    renderWithStore(<UnlockCta access="sale" price={12.99} performer={performer} noun="video" />, {
      auth: { loggedIn: true, authUser: makeUser() },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy for $12.99' }));
    expect(notify.info).toHaveBeenCalledWith(CHECKOUT_SOON);
  });
});
