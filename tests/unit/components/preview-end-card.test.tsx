import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoPlayer from '../../../components/video/video-player';
import { makeVideoDetail } from '../helpers/catalogue-fixtures';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk', push: jest.fn() }) }));

const locked = (overrides: Parameters<typeof makeVideoDetail>[0] = {}) =>
  makeVideoDetail({ canView: false, accessReason: 'locked', video: null, access: 'subscribers', duration: 754, subscriptionPrice: 499, ...overrides });

const endPreview = () => fireEvent.ended(screen.getByTestId('video-player'));

describe("a locked video's preview", () => {
  it('says how long the full video is while the preview plays, and shows no end card yet', () => {
    renderWithStore(<VideoPlayer video={locked()} />);
    expect(screen.getByTestId('preview-label')).toHaveTextContent('Preview · full video 12:34');
    expect(screen.queryByTestId('preview-end-card')).not.toBeInTheDocument();
  });

  it('ends on a card, in a live region, offering the subscription at its monthly price', () => {
    renderWithStore(<VideoPlayer video={locked()} />);
    endPreview();
    const card = screen.getByRole('region', { name: 'Preview ended' });
    expect(card.closest('[aria-live="polite"]')).not.toBeNull();
    expect(card).toHaveTextContent('The full video is 12:34.');
    // A visitor logs in first, and comes back here.
    expect(screen.getByRole('link', { name: 'Subscribe for $4.99/month' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk');
    expect(screen.queryByTestId('preview-label')).not.toBeInTheDocument();
  });

  it('offers a video for sale at its price, and a logged-in fan buys it through checkout', async () => {
    const { actions } = renderWithStore(<VideoPlayer video={locked({ access: 'sale', price: 1299, subscriptionPrice: null })} />, {
      auth: { loggedIn: true },
      user: { current: makeUser() },
    });
    endPreview();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy for $12.99' }));
    expect(actions).toContainEqual({ type: 'checkout/assetPurchaseRequested', payload: { kind: 'video', id: 'v1' } });
  });

  it('names the performer when no monthly price is known', () => {
    renderWithStore(<VideoPlayer video={locked({ subscriptionPrice: null })} />, { auth: { loggedIn: true }, user: { current: makeUser() } });
    endPreview();
    expect(screen.getByRole('button', { name: 'Subscribe to Aria Skye' })).toBeInTheDocument();
  });

  it('is reached with the keyboard: focus moves to it, and Replay plays the preview again', async () => {
    const user = userEvent.setup();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithStore(<VideoPlayer video={locked()} />);
    endPreview();
    expect(screen.getByRole('heading', { name: 'Preview ended' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Subscribe for $4.99/month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Replay preview' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('preview-end-card')).not.toBeInTheDocument();
    expect(play).toHaveBeenCalled();
    play.mockRestore();
  });

  it('leaves the focus alone when it is elsewhere on the page', () => {
    renderWithStore(
      <>
        <button type="button">Like</button>
        <VideoPlayer video={locked()} />
      </>,
    );
    screen.getByRole('button', { name: 'Like' }).focus();
    endPreview();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
  });

  it('never shows an end card when the full video plays', () => {
    renderWithStore(<VideoPlayer video={makeVideoDetail({ duration: 754 })} />);
    endPreview();
    expect(screen.queryByTestId('preview-end-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-label')).not.toBeInTheDocument();
  });
});
