import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toRequestError } from '../../../../lib/errors';
import GalleryPage from '../../../../pages/galleries/[id]';
import VideoPage from '../../../../pages/videos/[id]';
import { makeGallery, makeVideo } from '../../helpers/catalogue-fixtures';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk', query: {}, push: jest.fn() }) }));

/** What loadEntity leaves when the API answers 403 AGE_VERIFICATION_REQUIRED with the card. */
const gated = (preview: unknown) =>
  toRequestError({ statusCode: 403, error: 'Forbidden', message: 'Verify your age first', code: 'AGE_VERIFICATION_REQUIRED', details: { preview } }, 'x');

const signedIn = { auth: { loggedIn: true }, user: { current: makeUser({ verifymyage_verified: false }) } };

describe('the age gate of a detail page', () => {
  it('a video: its card and teaser, and Verify my age opens the prompt for a user', async () => {
    const video = makeVideo({ title: 'Night walk', thumbnail: '/thumb.jpg', teaser: '/teaser.mp4' });
    const { store } = renderWithStore(<VideoPage data={null} error={gated(video)} origin="http://localhost" />, signedIn);

    expect(screen.getByTestId('age-gate')).toHaveTextContent('Verify your age to watch this video');
    expect(screen.getByRole('heading', { name: 'Night walk' })).toBeInTheDocument();
    expect(screen.getByTestId('age-gate-teaser').querySelector('source')).toHaveAttribute('src', '/teaser.mp4');
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my age' }));
    expect(store.getState().auth.verificationRequired).toBe(true);
  });

  it('a gallery, for a visitor: its cover, and Log in to verify (back to this page)', () => {
    const gallery = makeGallery({ title: 'Summer set', cover: '/cover.jpg' });
    renderWithStore(<GalleryPage data={null} error={gated(gallery)} origin="http://localhost" />);

    expect(screen.getByTestId('age-gate')).toHaveTextContent('Verify your age to see this gallery');
    expect(screen.getByRole('img', { name: 'Summer set' })).toHaveAttribute('src', '/cover.jpg');
    expect(screen.getByRole('link', { name: 'Log in to verify' })).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fnight-walk');
  });

  it('other failures still show the error page', () => {
    const error = toRequestError({ statusCode: 404, error: 'Not Found', message: 'Video not found', code: 'NOT_FOUND' }, 'x');
    renderWithStore(<VideoPage data={null} error={error} origin="http://localhost" />);
    expect(screen.getByTestId('page-error')).toBeInTheDocument();
    expect(screen.queryByTestId('age-gate')).not.toBeInTheDocument();
  });
});
