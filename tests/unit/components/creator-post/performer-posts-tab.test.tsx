import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PerformerPage from '../../../../pages/performers/[id]';
import { makePerformer } from '../../helpers/catalogue-fixtures';
import { makeCreatorPost, makeLockedPost } from '../../helpers/creator-post-fixtures';
import { fakeApi, ok, refuse, type ApiCall, type FakeAnswer } from '../../helpers/fake-api';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/performers/aria_skye?tab=posts', query: { id: 'aria_skye', tab: 'posts' }, push: jest.fn() }),
}));
// The network: fakeApi answers (see helpers/fake-api.ts); services, sagas and the store run for real.
jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args: unknown[]) => (globalThis.fetch as (...a: unknown[]) => unknown)(...args) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));

const performer = makePerformer({ _id: '00000000-0000-4000-8000-0000000000a1', name: 'Aria Skye', username: 'aria_skye' });
const SEARCH = '/user/assets/creator-posts/search';

/** The API of Aria Skye's page; `posts` answers the search of her posts. */
function api(posts: (call: ApiCall) => FakeAnswer) {
  return fakeApi((call) => {
    if (call.path === '/performers/aria_skye') return ok(performer);
    if (call.path === SEARCH) return posts(call);
    if (call.path === '/comments/search') return ok({ data: [], total: 0 });
    return undefined;
  });
}

/** The page as a visit runs it, once the profile's comments (loaded when it shows) have arrived too. */
async function visit() {
  const visited = await visitPage(PerformerPage, { id: 'aria_skye', tab: 'posts' });
  await waitFor(() => expect(visited.store.getState().comments.lists[`performer:${performer._id}`]).toMatchObject({ requesting: false, success: true }));
  return visited;
}

const post = (n: number) => makeCreatorPost({ _id: `post${n}`, slug: `post-${n}`, title: `Post number ${n}` });

describe("a performer's Posts tab", () => {
  it('loads her posts with the page (newest first, as the viewer may see each) and more on demand', async () => {
    const { calls, called } = api((call) =>
      call.query.offset === '0'
        ? ok({ data: [post(1), makeLockedPost({ _id: 'post2', slug: 'post-2', title: 'Post number 2' })], total: 3 })
        : ok({ data: [post(3)], total: 3 }),
    );
    const { store } = await visit();

    expect(called('GET', SEARCH)[0].query).toEqual({ performerId: performer._id, limit: '12', offset: '0' });
    expect(store.getState().creatorPosts).toMatchObject({ requesting: false, success: true, total: 3 });
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const cards = within(screen.getByTestId('performer-posts')).getAllByTestId('creator-post');
    expect(cards.map((card) => within(card).getByTestId('creator-post-title').textContent)).toEqual(['Post number 1', 'Post number 2']);
    expect(within(cards[1]).getByTestId('unlock-cta')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('Showing 2 of 3 posts');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('creator-post')).toHaveLength(3));
    expect(calls.filter((c) => c.path === SEARCH).map((c) => c.query.offset)).toEqual(['0', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when she has shared no posts', async () => {
    api(() => ok({ data: [], total: 0 }));
    await visit();
    expect(screen.getByTestId('performer-posts-empty')).toHaveTextContent('Aria Skye has not shared any posts yet.');
  });

  it('says what went wrong when the posts could not load, and tries again on request', async () => {
    let fail = true;
    api(() => (fail ? refuse(503, 'Service Unavailable', 'Server down') : ok({ data: [post(1)], total: 1 })));
    const { res } = await visit();
    expect(res.statusCode).toBe(200);
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load the posts");
    expect(screen.getByTestId('list-error')).toHaveTextContent('Server down');

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('creator-post')).toHaveTextContent('Post number 1');
  });
});
