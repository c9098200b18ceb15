import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PhotoGrid from '../../../components/gallery/photo-grid';
import { makePhoto } from '../helpers/catalogue-fixtures';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/galleries/g1', query: {}, push: jest.fn() }) }));

const photos = [makePhoto(1), makePhoto(2), makePhoto(3)];

// jsdom logs "getComputedStyle(elt, pseudoElt) not implemented" when the lightbox locks page scrolling.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('photo grid', () => {
  it('shows lazy square thumbnails and opens the full photo in the lightbox', async () => {
    const { container } = renderWithStore(<PhotoGrid photos={photos} title="Coastline" locked={false} />);
    const thumbs = screen.getAllByTestId('photo-thumb');
    expect(thumbs).toHaveLength(3);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', photos[0].thumbnail);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement).toHaveStyle({ aspectRatio: '1 / 1' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Coastline, photo 2' }));
    const lightbox = await screen.findByTestId('lightbox-image');
    expect(lightbox.querySelector('img')).toHaveAttribute('src', photos[1].url);
  });

  it('blurs locked thumbnails and does not open them', () => {
    const locked = photos.map((p) => ({ ...p, url: null }));
    const { container } = renderWithStore(<PhotoGrid photos={locked} title="Coastline" locked />);
    for (const thumb of screen.getAllByTestId('photo-thumb')) expect(thumb).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Coastline, photo 1 (locked)' })).toBeInTheDocument();
    expect(container.querySelector('img')!.className).toMatch(/blurred/);
    expect(screen.queryByTestId('lightbox-image')).not.toBeInTheDocument();
  });

  it('gives each photo a Report action, except to the gallery’s own performer', () => {
    renderWithStore(<PhotoGrid photos={photos} title="Coastline" locked={false} ownerId="performer-1" />);
    expect(screen.getAllByRole('link', { name: 'Report' })).toHaveLength(3);
    const owner = { auth: { loggedIn: true }, user: { current: makeUser({ _id: 'performer-1' }) } };
    const { container } = renderWithStore(<PhotoGrid photos={photos} title="Coastline" locked={false} ownerId="performer-1" />, owner);
    expect(container.querySelectorAll('[data-testid="report-photo"]')).toHaveLength(0);
  });
});
