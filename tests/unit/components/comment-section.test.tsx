import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CommentSection from '../../../components/comment/comment-section';
import { commentCreateSucceeded, commentsSucceeded, emptyCommentList, initialCommentsState } from '../../../redux/comments/slice';
import { makeUser, requestError } from '../helpers/fixtures';
import { makeComment, VIDEO } from '../helpers/engagement-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk', query: {}, push: jest.fn() }) }));

const me = makeUser({ _id: 'me', name: 'Me Myself' });
const mine = makeComment({ _id: 'm1', content: 'Mine', creator: { _id: 'me', name: 'Me Myself', username: 'me', avatar: null } });
const theirs = makeComment({
  _id: 't1',
  content: '<img src=x onerror=alert(1)> hi',
  creator: { _id: 'other', name: 'Other', username: 'o', avatar: '/a.webp' },
});
const shown = { lists: { 'video:v1': { ...emptyCommentList, items: [mine, theirs], total: 12, success: true } } };
const signedIn = { auth: { loggedIn: true }, user: { current: me } };

describe('comment section', () => {
  it('loads the first page when it mounts and joins the room once connected', () => {
    const { actions, store } = renderWithStore(<CommentSection {...VIDEO} />, { socket: { status: 'connected' } });
    expect(actions).toContainEqual({ type: 'comments/commentsRequested', payload: { ...VIDEO, limit: 10, offset: 0 } });
    expect(actions).toContainEqual({ type: 'socket/socketEmitRequested', payload: { event: 'object/subscribe', payload: VIDEO } });
    expect(store.getState().comments.lists['video:v1'].requesting).toBe(true);
  });

  it('renders each comment as text (never as HTML) with the author and load-more', async () => {
    const { container, actions, store } = renderWithStore(<CommentSection {...VIDEO} />);
    act(() => {
      store.dispatch(commentsSucceeded({ ...VIDEO, data: [mine, theirs], total: 12 }));
    });
    const items = screen.getAllByTestId('comment-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]).getByTestId('comment-content')).toHaveTextContent('<img src=x onerror=alert(1)> hi');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(items[1]).getByTestId('comment-author')).toHaveTextContent('Other');
    expect(screen.getByTestId('comment-total')).toHaveTextContent('12');
    await userEvent.setup().click(screen.getByTestId('comment-load-more'));
    expect(actions).toContainEqual({ type: 'comments/commentsMoreRequested', payload: { ...VIDEO, limit: 10, offset: 2 } });
  });

  it('asks visitors to log in and offers no remove action', () => {
    renderWithStore(<CommentSection {...VIDEO} />, { comments: { ...initialCommentsState, ...shown } });
    expect(screen.getByTestId('comment-login-prompt')).toHaveTextContent('Log in or create an account to comment.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk');
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/auth/register?next=%2Fvideos%2Fnight-walk');
    expect(screen.queryByTestId('comment-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-delete')).not.toBeInTheDocument();
  });

  it("shows each comment's likes and the viewer's own, as the list gave them, and likes one with a click", async () => {
    const liked = { ...theirs, likes: 4 };
    const { actions } = renderWithStore(<CommentSection {...VIDEO} />, {
      ...signedIn,
      comments: { ...initialCommentsState, lists: { 'video:v1': { ...shown.lists['video:v1'], items: [mine, liked] } } },
      reactions: { 'comment:t1': { state: { like: true, favourite: false, watch_later: false }, counts: {}, pending: {}, loaded: true } },
    });
    const [own, other] = screen.getAllByTestId('comment-item');
    expect(within(other).getByTestId('reaction-like')).toHaveAttribute('aria-pressed', 'true');
    expect(within(other).getByTestId('reaction-like-count')).toHaveTextContent('4');
    expect(actions).not.toContainEqual({ type: 'reactions/reactionStateRequested', payload: { objectType: 'comment', objectId: 't1' } });
    await userEvent.setup().click(within(own).getByTestId('reaction-like'));
    expect(actions).toContainEqual({ type: 'reactions/reactionToggleRequested', payload: { objectType: 'comment', objectId: 'm1', action: 'like', on: true } });
  });

  it("lets the author remove their own comment and no one else's", () => {
    renderWithStore(<CommentSection {...VIDEO} />, { ...signedIn, comments: { ...initialCommentsState, ...shown } });
    const [own, other] = screen.getAllByTestId('comment-item');
    expect(within(own).getByTestId('comment-delete')).toBeInTheDocument();
    expect(within(other).queryByTestId('comment-delete')).not.toBeInTheDocument();
  });

  it('shows remove on every comment to the owner of the content', () => {
    renderWithStore(<CommentSection {...VIDEO} ownerId="me" />, { ...signedIn, comments: { ...initialCommentsState, ...shown } });
    expect(screen.getAllByTestId('comment-delete')).toHaveLength(2);
  });

  it('posts the trimmed text and clears the form once the comment is created', async () => {
    const user = userEvent.setup();
    const { actions, store } = renderWithStore(<CommentSection {...VIDEO} />, signedIn);
    await user.type(screen.getByTestId('comment-input'), '  Great video  ');
    await user.click(screen.getByTestId('comment-submit'));
    await waitFor(() =>
      expect(actions).toContainEqual({ type: 'comments/commentCreateRequested', payload: { ...VIDEO, content: 'Great video', image: null } }),
    );
    act(() => {
      store.dispatch(commentCreateSucceeded(makeComment({ _id: 'n1', content: 'Great video' })));
    });
    await waitFor(() => expect(screen.getByTestId('comment-input')).toHaveValue(''));
    expect(screen.getAllByTestId('comment-item')).toHaveLength(1);
  });

  it("shows the server's reason when posting failed", () => {
    renderWithStore(<CommentSection {...VIDEO} />, {
      ...signedIn,
      comments: {
        ...initialCommentsState,
        posting: { 'video:v1': { requesting: false, success: false, error: requestError('You are commenting too fast', 429) } },
      },
    });
    expect(screen.getByTestId('comment-error')).toHaveTextContent('You are commenting too fast');
  });

  it('asks to confirm before removing', async () => {
    const { actions } = renderWithStore(<CommentSection {...VIDEO} />, { ...signedIn, comments: { ...initialCommentsState, ...shown } });
    fireEvent.click(screen.getByTestId('comment-delete'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove' }));
    expect(actions).toContainEqual({ type: 'comments/commentDeleteRequested', payload: mine });
  });

  it('says when there are no comments yet', () => {
    const { store } = renderWithStore(<CommentSection {...VIDEO} />);
    expect(screen.queryByTestId('comment-empty')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(commentsSucceeded({ ...VIDEO, data: [], total: 0 }));
    });
    expect(screen.getByTestId('comment-empty')).toHaveTextContent('No comments yet.');
  });
});
