import { act, screen, waitFor, within } from '@testing-library/react';
import CreatorPostPage from '../../../../pages/creator-posts/[id]';
import { makeCreatorPost, makeLockedPost } from '../../helpers/creator-post-fixtures';
import { fakeApi, ok, refuse, type FakeAnswer } from '../../helpers/fake-api';
import { makeUser } from '../../helpers/fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/creator-posts/morning-notes', query: { id: 'morning-notes' }, push: jest.fn() }) }));
// The network: fakeApi answers (see helpers/fake-api.ts); services, sagas and the store run for real.
jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args: unknown[]) => (globalThis.fetch as (...a: unknown[]) => unknown)(...args) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));

const VIEW = '/user/assets/creator-posts/morning-notes/view';

/** The API, answering the post's page with `post`; its comments, reactions and view count as a quiet post's. */
function api(post: FakeAnswer) {
  return fakeApi((call) => {
    if (call.path === VIEW) return post;
    if (call.path === '/comments/search') return ok({ data: [], total: 0 });
    if (call.path === '/reactions/state') return ok({ like: false, favourite: false, watch_later: false });
    if (call.method === 'POST' && call.path.endsWith('/views')) return ok(true);
    return undefined;
  });
}

const visit = (as?: ReturnType<typeof makeUser>) => visitPage(CreatorPostPage, { id: 'morning-notes' }, { as });

describe("a creator post's page", () => {
  it('a live post: the post in full, its like button, its comments, and one counted view', async () => {
    const { called, calls } = api(ok(makeCreatorPost()));
    const { store } = await visit(makeUser());
    const page = screen.getByTestId('creator-post-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Morning notes' })).toBeInTheDocument();
    expect(within(page).getByTestId('creator-post-text')).toHaveTextContent('Hello fans');
    expect(within(page).getByTestId('reaction-like')).toHaveTextContent('2');
    expect(screen.getByTestId('comment-section')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().comments.lists['creator_post:post1']).toMatchObject({ requesting: false, success: true }));
    expect(calls.find((c) => c.path === '/comments/search')?.query).toMatchObject({ objectType: 'creator_post', objectId: 'post1' });
    await waitFor(() => expect(called('POST', '/user/assets/creator-posts/post1/views')).toHaveLength(1));
  });

  it('a locked pay-per-view post, to a visitor: title, teaser, blurred preview and Buy (after logging in); never its text', async () => {
    api(ok(makeLockedPost({ access: 'sale', price: 300, excerpt: 'The first words sell it.' })));
    const { store } = await visit();
    const page = screen.getByTestId('creator-post-page');
    expect(page).toHaveTextContent('The first words sell it.');
    expect(within(page).queryByTestId('creator-post-text')).not.toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Buy for $3.00' })).toHaveAttribute('href', '/auth/login?next=%2Fcreator-posts%2Fmorning-notes');
    expect([...page.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain('/api/files/public/photo-previews/b1.webp');
    expect(page.innerHTML).not.toContain('/api/files/protected/');
    await waitFor(() => expect(store.getState().comments.lists['creator_post:post1']).toMatchObject({ requesting: false }));
  });

  it("its owner's preview of a scheduled post: the banner, no like button, comments or counted view", async () => {
    const { calls } = api(ok(makeCreatorPost({ preview: 'scheduled', publishedAt: '2030-11-28T18:00:00.000Z', accessReason: 'owner' })));
    await visit(makeUser({ roles: ['user', 'performer'], isPerformer: true }));
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Preview: only you can see this');
    expect(screen.getByRole('link', { name: 'Open the Studio' })).toHaveAttribute('href', '/performer/posts');
    expect(screen.queryByTestId('reaction-like')).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-section')).not.toBeInTheDocument();
    expect(screen.queryByTestId('unlock-cta')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // what the page sends once shown has gone out
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a post that does not exist (or is not live): the not-found page, answered 404', async () => {
    api(refuse(404, 'Not Found', 'Post not found'));
    const { res } = await visit();
    expect(res.statusCode).toBe(404);
    expect(screen.getByTestId('page-error')).toHaveTextContent('This post is not available');
    expect(screen.getByRole('link', { name: 'Browse performers' })).toHaveAttribute('href', '/performers');
  });

  it('a viewer who must verify their age first: the age gate with the post’s title and blurred picture', async () => {
    const preview = makeLockedPost({ accessReason: 'age_verification' });
    api({
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Please verify your age to see this post.',
        code: 'AGE_VERIFICATION_REQUIRED',
        details: { preview },
      },
    });
    const { res } = await visit();
    expect(res.statusCode).toBe(403);
    const gate = screen.getByTestId('age-gate');
    expect(gate).toHaveTextContent('Verify your age to see this post');
    expect(within(gate).getByRole('heading', { level: 1, name: 'Morning notes' })).toBeInTheDocument();
    expect(within(gate).getByRole('img', { name: 'Morning notes' })).toHaveAttribute('src', '/api/files/public/photo-previews/b1.webp');
    expect(within(gate).getByRole('link', { name: 'Log in to verify' })).toHaveAttribute('href', '/auth/login?next=%2Fcreator-posts%2Fmorning-notes');
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
  });
});
