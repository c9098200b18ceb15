import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UnlockCta from '../../../components/common/unlock-cta';
import VideoPlayer from '../../../components/video/video-player';
import { makePerformerCard, makeVideoDetail } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';
import { makeUser } from '../helpers/fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk', push: jest.fn() }) }));

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
    expect(screen.getByTestId('preview-label')).toHaveTextContent(/^Preview/);
  });

  it('shows the poster when locked without a teaser', () => {
    renderWithStore(<VideoPlayer video={makeVideoDetail({ canView: false, video: null, teaser: null })} />);
    expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();
    expect(screen.getByTestId('video-poster')).toBeInTheDocument();
  });
});

describe('unlock call to action', () => {
  const performer = makePerformerCard();

  const video = { type: 'video', id: 'v1' } as const;
  const gallery = { type: 'gallery', id: 'g1' } as const;

  it('asks visitors to subscribe to the performer (through logging in, then back here)', () => {
    renderWithStore(<UnlockCta access="subscribers" price={0} performer={performer} item={video} />);
    expect(screen.getByRole('link', { name: 'Subscribe to Aria Skye' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk');
  });

  it('sends visitors to log in (and back here) to buy', () => {
    renderWithStore(<UnlockCta access="sale" price={1299} performer={performer} item={video} />);
    expect(screen.getByRole('link', { name: 'Buy for $12.99' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk');
  });

  it("opens the package chooser of the performer's (and the site's) packages for a logged-in fan", async () => {
    const { actions } = renderWithStore(<UnlockCta access="subscribers" price={0} performer={performer} item={gallery} />, {
      auth: { loggedIn: true },
      user: { current: makeUser() },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe to Aria Skye' }));
    expect(actions).toContainEqual({ type: 'subscriptions/chooserOpened', payload: { _id: performer._id, name: 'Aria Skye' } });
  });

  it('buys a video for its price through checkout (purchase-video, then the payment page)', async () => {
    const { actions } = renderWithStore(<UnlockCta access="sale" price={1299} performer={performer} item={video} />, {
      auth: { loggedIn: true },
      user: { current: makeUser() },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy for $12.99' }));
    expect(actions).toContainEqual({ type: 'checkout/assetPurchaseRequested', payload: { kind: 'video', id: 'v1' } });
  });

  it('buys a gallery for its price through checkout (purchase-gallery)', async () => {
    const { actions } = renderWithStore(<UnlockCta access="sale" price={1299} performer={performer} item={gallery} />, {
      auth: { loggedIn: true },
      user: { current: makeUser() },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy for $12.99' }));
    expect(actions).toContainEqual({ type: 'checkout/assetPurchaseRequested', payload: { kind: 'gallery', id: 'g1' } });
  });
});
