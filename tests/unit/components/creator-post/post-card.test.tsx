import { screen, within } from '@testing-library/react';
import PostCard from '../../../../components/creator-post/post-card';
import type { CreatorPost } from '../../../../types/creator-post';
import { makePerformerCard } from '../../helpers/catalogue-fixtures';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/performers/aria_skye?tab=posts', query: {}, push: jest.fn() }) }));

const performer = makePerformerCard({ _id: 'p1', name: 'Aria Skye', username: 'aria_skye' });
const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };

function makePost(overrides: Partial<CreatorPost> = {}): CreatorPost {
  return {
    _id: 'post1',
    slug: 'morning-notes',
    title: 'Morning notes',
    html: '<p>Hello <strong>fans</strong></p>',
    excerpt: 'Hello fans',
    access: 'subscribers',
    price: 0,
    performer,
    stats: { views: 3, likes: 2, comments: 1 },
    mediaCount: 2,
    media: [
      {
        _id: 'm1',
        kind: 'photo',
        thumbnail: '/api/files/protected/photos/t1.webp?sig=1',
        url: '/api/files/protected/photos/f1.webp?sig=1',
        width: 1200,
        height: 800,
        video: null,
      },
      {
        _id: 'm2',
        kind: 'video',
        thumbnail: '/api/files/public/videos/v1-poster.webp',
        url: null,
        width: null,
        height: null,
        video: { _id: 'v1', slug: 'clip', title: 'The clip', thumbnail: '/api/files/public/videos/v1-poster.webp', durationSeconds: 20 },
      },
    ],
    publishedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    canView: true,
    accessReason: 'subscribed',
    isBought: false,
    isSubscribed: true,
    ...overrides,
  };
}

const locked = (overrides: Partial<CreatorPost>) =>
  makePost({
    html: null,
    excerpt: '',
    canView: false,
    accessReason: 'locked',
    isSubscribed: false,
    media: [{ _id: 'm1', kind: 'photo', thumbnail: '/api/files/public/photo-previews/b1.webp', url: null, width: 1200, height: 800, video: null }],
    ...overrides,
  });

describe('a creator post card', () => {
  it('shows an open post’s text, its photos (to their full size) and its video (to its page)', () => {
    renderWithStore(<PostCard post={makePost()} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(within(card).getByTestId('creator-post-text').innerHTML).toBe('<p>Hello <strong>fans</strong></p>');
    expect(within(card).getByRole('link', { name: 'Open Morning notes, photo 1' })).toHaveAttribute('href', '/api/files/protected/photos/f1.webp?sig=1');
    expect(within(card).getByRole('link', { name: 'Watch The clip' })).toHaveAttribute('href', '/videos/clip');
    expect(within(card).getByRole('link', { name: 'Morning notes' })).toHaveAttribute('href', '/creator-posts/morning-notes');
    expect(screen.queryByTestId('unlock-cta')).not.toBeInTheDocument();
  });

  it('shows a locked subscribers’ post without its text: its title, the blurred previews and "Subscribe to"', () => {
    renderWithStore(<PostCard post={locked({})} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(within(card).queryByTestId('creator-post-text')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Hello');
    const media = within(card).getByTestId('post-media');
    expect([...media.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/api/files/public/photo-previews/b1.webp']);
    expect(within(card).queryByRole('link', { name: /Open Morning notes/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Subscribe to Aria Skye' })).toBeInTheDocument();
  });

  it('sells a locked pay-per-view post with its teaser and its price', () => {
    renderWithStore(<PostCard post={locked({ access: 'sale', price: 300, excerpt: 'The first words sell it.' })} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(card).toHaveTextContent('The first words sell it.');
    expect(within(card).getByTestId('unlock-cta')).toHaveTextContent('Unlock this post');
    expect(within(card).getByRole('button', { name: 'Buy for $3.00' })).toBeInTheDocument();
  });
});
