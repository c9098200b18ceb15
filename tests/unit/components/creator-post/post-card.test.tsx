import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PostCard from '../../../../components/creator-post/post-card';
import { makeCreatorPost, makeLockedPhoto, makeLockedPost } from '../../helpers/creator-post-fixtures';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/performers/aria_skye?tab=posts', query: {}, push: jest.fn() }) }));

const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };

// jsdom logs "getComputedStyle(elt, pseudoElt) not implemented" when the lightbox locks page scrolling.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** Every picture address in the card. */
const pictures = (card: HTMLElement) => [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('a creator post card', () => {
  it('shows an open post’s text, its photos (opening in the lightbox) and its video (to its page)', async () => {
    renderWithStore(<PostCard post={makeCreatorPost()} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(within(card).getByTestId('creator-post-text').innerHTML).toBe('<p>Hello <strong>fans</strong></p>');
    expect(within(card).getByRole('link', { name: 'Watch The clip' })).toHaveAttribute('href', '/videos/clip');
    expect(within(card).getByRole('link', { name: 'Morning notes' })).toHaveAttribute('href', '/creator-posts/morning-notes');
    expect(within(card).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/creator-posts/morning-notes');
    expect(card).toHaveTextContent('2 likes');
    expect(card).toHaveTextContent('1 comment');
    expect(screen.queryByTestId('unlock-cta')).not.toBeInTheDocument();

    const photo = within(card).getByRole('link', { name: 'Open Morning notes, photo 1' });
    expect(photo).toHaveAttribute('href', '/api/files/protected/photos/f1.webp?sig=1');
    await userEvent.setup().click(photo);
    const lightbox = await screen.findByTestId('lightbox-image');
    expect(lightbox.querySelector('img')).toHaveAttribute('src', '/api/files/protected/photos/f1.webp?sig=1');
    expect(lightbox.querySelector('img')).toHaveAttribute('alt', 'Morning notes, photo 1');
  });

  it('shows a locked subscribers’ post without its text: its title, the blurred previews and "Subscribe to"', () => {
    renderWithStore(<PostCard post={makeLockedPost({ media: [makeLockedPhoto(1), makeLockedPhoto(2)] })} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(within(card).getByRole('heading', { name: 'Morning notes' })).toBeInTheDocument();
    expect(within(card).queryByTestId('creator-post-text')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Hello');
    expect(pictures(within(card).getByTestId('post-media'))).toEqual(['/api/files/public/photo-previews/b1.webp', '/api/files/public/photo-previews/b2.webp']);
    expect(card.innerHTML).not.toContain('/api/files/protected/');
    expect(within(card).getAllByLabelText('A locked photo')).toHaveLength(2);
    expect(within(card).queryByRole('link', { name: /Open Morning notes/ })).not.toBeInTheDocument();
    expect(within(card).getByTestId('unlock-cta')).toHaveTextContent('For subscribers');
    expect(within(card).getByRole('button', { name: 'Subscribe to Aria Skye' })).toBeInTheDocument();
  });

  it('sells a locked pay-per-view post with its teaser and its price', () => {
    renderWithStore(<PostCard post={makeLockedPost({ access: 'sale', price: 300, excerpt: 'The first words sell it.' })} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(card).toHaveTextContent('The first words sell it.');
    expect(within(card).getByTestId('unlock-cta')).toHaveTextContent('Unlock this post');
    expect(within(card).getByRole('button', { name: 'Buy for $3.00' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('keeps a locked post’s video out of sight: its place and a lock, no card or link', () => {
    const video = { _id: 'm2', kind: 'video' as const, thumbnail: null, url: null, width: null, height: null, video: null };
    renderWithStore(<PostCard post={makeLockedPost({ media: [video] })} />, signedIn);
    const media = screen.getByTestId('post-media');
    expect(within(media).getByLabelText('A locked video')).toBeInTheDocument();
    expect(within(media).queryByRole('link')).not.toBeInTheDocument();
    expect(media.querySelector('img')).toBeNull();
  });

  it('asks a viewer who must verify their age to do so, instead of selling them the post', () => {
    renderWithStore(<PostCard post={makeLockedPost({ access: 'free', accessReason: 'age_verification' })} />, signedIn);
    const card = screen.getByTestId('creator-post');
    expect(within(card).getByTestId('age-notice')).toHaveTextContent('Verify your age to see this post');
    expect(within(card).getByRole('button', { name: 'Verify my age' })).toBeInTheDocument();
    expect(within(card).queryByTestId('unlock-cta')).not.toBeInTheDocument();
  });

  it('on its own page: the title is the page heading, with no link to itself', () => {
    renderWithStore(<PostCard post={makeCreatorPost()} standalone />, signedIn);
    expect(screen.getByRole('heading', { level: 1, name: 'Morning notes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the post' })).not.toBeInTheDocument();
  });
});
