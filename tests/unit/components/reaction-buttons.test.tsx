import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReactionButtons from '../../../components/reaction/reaction-buttons';
import { navigate } from '../../../lib/navigation';
import { reactionStateSucceeded, reactionToggleSucceeded } from '../../../redux/reactions/slice';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/v1', query: {}, push: jest.fn() }) }));

const VIDEO = { objectType: 'video', objectId: 'v1' } as const;
const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };
const buttons = <ReactionButtons {...VIDEO} actions={['like', 'favourite', 'watch_later']} counts={{ like: 34, favourite: 5 }} />;

beforeEach(() => jest.clearAllMocks());

describe('reaction buttons', () => {
  it("show the object's counts and send visitors to log in and back", async () => {
    const { actions } = renderWithStore(buttons);
    expect(screen.getByTestId('reaction-like-count')).toHaveTextContent('34');
    expect(screen.getByTestId('reaction-favourite-count')).toHaveTextContent('5');
    expect(screen.queryByTestId('reaction-watch-later-count')).not.toBeInTheDocument();
    expect(screen.getByTestId('reaction-like')).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fv1');
    await userEvent.setup().click(screen.getByTestId('reaction-like'));
    expect(navigate).toHaveBeenCalledWith('/auth/login?next=%2Fvideos%2Fv1');
    expect(actions.map((a) => a.type)).not.toContain('reactions/reactionStateRequested');
    expect(actions.map((a) => a.type)).not.toContain('reactions/reactionToggleRequested');
  });

  it("fetch a signed-in viewer's state, reflect it, and toggle it", async () => {
    const { actions, store } = renderWithStore(buttons, signedIn);
    expect(actions).toContainEqual({ type: 'reactions/reactionStateRequested', payload: VIDEO });
    act(() => {
      store.dispatch(reactionStateSucceeded({ ...VIDEO, state: { like: true, favourite: false, watch_later: false } }));
    });
    const like = screen.getByTestId('reaction-like');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('data-active', 'true');
    expect(like).toHaveTextContent('Liked');
    const user = userEvent.setup();
    await user.click(like);
    expect(actions).toContainEqual({ type: 'reactions/reactionToggleRequested', payload: { ...VIDEO, action: 'like', on: false } });
    await user.click(screen.getByTestId('reaction-watch-later'));
    expect(actions).toContainEqual({ type: 'reactions/reactionToggleRequested', payload: { ...VIDEO, action: 'watch_later', on: true } });
  });

  it('show the count of the latest answer', () => {
    const { store } = renderWithStore(buttons, signedIn);
    act(() => {
      store.dispatch(reactionToggleSucceeded({ ...VIDEO, action: 'favourite', reacted: true, count: 6 }));
    });
    expect(screen.getByTestId('reaction-favourite')).toHaveTextContent('Favourited');
    expect(screen.getByTestId('reaction-favourite-count')).toHaveTextContent('6');
  });

  it('show a count only where the page has one, so a reload shows the same counts as after a click', () => {
    const { store } = renderWithStore(buttons, signedIn);
    act(() => {
      store.dispatch(reactionToggleSucceeded({ ...VIDEO, action: 'watch_later', reacted: true, count: 3 }));
    });
    expect(screen.getByTestId('reaction-watch-later')).toHaveTextContent('Saved');
    expect(screen.queryByTestId('reaction-watch-later-count')).not.toBeInTheDocument();

    // A fresh store, as after a reload: the same buttons, the same counts.
    renderWithStore(buttons, signedIn);
    expect(screen.queryAllByTestId('reaction-watch-later-count')).toHaveLength(0);
    expect(screen.getAllByTestId('reaction-like-count').map((c) => c.textContent)).toEqual(['34', '34']);
  });
});
