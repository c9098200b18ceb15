import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../../../../lib/navigation';
import { notify } from '../../../../lib/notify';
import GalleryEditorPage from '../../../../pages/performer/galleries/[id]';
import { ownGalleriesService } from '../../../../services/own-galleries.service';
import type { OwnGalleryDetail, OwnPhoto } from '../../../../types/gallery-studio';
import { makeGallery } from '../../helpers/catalogue-fixtures';
import { performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/performer/galleries/[id]', asPath: '/performer/galleries/g1', query: {}, push: jest.fn() }),
}));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/own-galleries.service', () => ({
  ownGalleriesService: {
    search: jest.fn(),
    view: jest.fn(),
    create: jest.fn(),
    update: jest.fn(),
    publish: jest.fn(),
    reorder: jest.fn(),
    caption: jest.fn(),
    removePhoto: jest.fn(),
    setCover: jest.fn(),
    remove: jest.fn(),
  },
}));
jest.mock('../../../../services/category.service', () => ({ categoryService: { search: jest.fn(async () => []) } }));

const service = jest.mocked(ownGalleriesService);

function photo(id: string, overrides: Partial<OwnPhoto> = {}): OwnPhoto {
  return { _id: id, state: 'ready', caption: null, thumbnail: `/signed/${id}.webp`, width: 800, height: 600, ordering: 0, ...overrides };
}

function makeDetail(overrides: Partial<OwnGalleryDetail> = {}): OwnGalleryDetail {
  const { canView, accessReason, isSubscribed, ...card } = makeGallery({ _id: 'g1', title: 'Coastline', slug: 'coastline-1a2b3c', status: 'draft' });
  void [canView, accessReason, isSubscribed];
  const photos = overrides.photos ?? [photo('p1'), photo('p2'), photo('p3')];
  return {
    ...card,
    publishedAt: null,
    stats: { views: 1234, likes: 56, favourites: 3, comments: 7 },
    salesCount: 2,
    revenue: 1998,
    publication: 'draft',
    moderation: null,
    coverPhotoId: 'p1',
    photosCount: photos.filter((p) => p.state === 'ready').length,
    ...overrides,
    photos,
  };
}

/** A gallery with its photos in the order of these ids. */
const inOrder = (gallery: OwnGalleryDetail, ids: string[]) => ({ ...gallery, photos: ids.map((id) => gallery.photos.find((p) => p._id === id)!) });
const tileIds = () => screen.getAllByTestId('photo-tile').map((tile) => tile.getAttribute('data-photo-id'));

const open = async (gallery: OwnGalleryDetail) => {
  service.view.mockResolvedValue(gallery);
  return visitPage(GalleryEditorPage, { id: gallery._id }, { as: performer });
};

beforeEach(() => jest.clearAllMocks());

describe('/performer/galleries/[id]: the gallery and its publication', () => {
  it('shows where the gallery stands and its figures', async () => {
    await open(makeDetail());
    expect(service.view).toHaveBeenCalledWith('g1', expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coastline');
    expect(screen.getByTestId('gallery-publication')).toHaveTextContent('Draft');
    expect(screen.getByTestId('gallery-facts')).toHaveTextContent(
      'Free' + 'Not sold alone' + '3 photos' + '1.2K views' + '56 likes' + '7 comments' + '2 sales' + '$19.98 earned',
    );
    expect(screen.getByRole('link', { name: 'Preview it' })).toHaveAttribute('href', '/galleries/coastline-1a2b3c');
    expect(screen.getByTestId('studio-nav-galleries')).toHaveAttribute('aria-current', 'page');
  });

  it('answers a gallery that is not theirs (or gone) as not found', async () => {
    service.view.mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'Gallery not found' });
    const { res } = await visitPage(GalleryEditorPage, { id: 'nope' }, { as: performer });
    expect(res.statusCode).toBe(404);
    expect(screen.getByTestId('page-error')).toHaveTextContent('This gallery is not available');
  });

  it("says the server's refusal to publish as it is; publishes, unpublishes", async () => {
    const error = jest.spyOn(notify, 'error');
    const draft = makeDetail();
    service.publish.mockRejectedValueOnce({
      statusCode: 409,
      error: 'Conflict',
      message: 'Add at least one photo before publishing this gallery.',
      code: 'NO_PHOTOS',
    });
    await open(draft);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('gallery-publish'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Add at least one photo before publishing this gallery.'));

    service.publish.mockResolvedValueOnce({ ...draft, status: 'active', publication: 'live', publishedAt: '2026-11-20T10:00:00.000Z' });
    await user.click(screen.getByTestId('gallery-publish'));
    await waitFor(() => expect(screen.getByTestId('gallery-publication')).toHaveTextContent('Live'));
    expect(service.publish).toHaveBeenLastCalledWith('g1', true);
    expect(screen.queryByTestId('gallery-publish')).not.toBeInTheDocument();

    service.publish.mockResolvedValueOnce(draft);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByTestId('gallery-publication')).toHaveTextContent('Draft'));
    expect(service.publish).toHaveBeenLastCalledWith('g1', false);
    error.mockRestore();
  });

  it("schedules in the browser's time zone, refusing a time that has passed", async () => {
    const draft = makeDetail();
    service.publish.mockImplementation(async (_id, publish, at) => ({ ...draft, status: 'active', publication: 'scheduled', publishedAt: at! }));
    await open(draft);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule Coastline' }));
    const form = await screen.findByTestId('gallery-schedule-form', {}, { timeout: 5000 });
    const input = within(form).getByLabelText('Goes live on');
    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    await user.click(within(form).getByTestId('gallery-schedule-save'));
    expect(form).toHaveTextContent('This time has passed: choose one still to come, or publish now.');
    expect(service.publish).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '2030-05-01T18:30' } });
    await user.click(within(form).getByTestId('gallery-schedule-save'));
    await waitFor(() => expect(screen.queryByTestId('gallery-schedule-form')).not.toBeInTheDocument());
    expect(service.publish).toHaveBeenCalledWith('g1', true, new Date('2030-05-01T18:30').toISOString());
    expect(screen.getByTestId('gallery-publication')).toHaveTextContent('Scheduled');
    expect(screen.getByTestId('gallery-publication-detail')).toHaveTextContent('Scheduled for 1 May, 18:30');
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unschedule' })).toBeInTheDocument();
  });

  it('edits the details in a modal', async () => {
    const draft = makeDetail();
    service.update.mockImplementation(async (_id, body) => ({ ...draft, ...body }) as OwnGalleryDetail);
    await open(draft);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit details of Coastline' }));
    const form = await screen.findByTestId('gallery-details-form', {}, { timeout: 5000 });
    expect(within(form).getByLabelText('Title')).toHaveValue('Coastline');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Coastline at dusk');
    await user.click(within(form).getByTestId('gallery-details-save'));
    await waitFor(() => expect(screen.queryByTestId('gallery-details-form')).not.toBeInTheDocument());
    expect(service.update).toHaveBeenCalledWith('g1', { title: 'Coastline at dusk', description: '', tags: [], categoryIds: [], access: 'free' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coastline at dusk');
  });

  it('deletes after asking, and goes back to the list', async () => {
    service.remove.mockResolvedValue('deleted');
    await open(makeDetail());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Coastline' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/performer/galleries'));
    expect(service.remove).toHaveBeenCalledWith('g1');
  });
});

describe('/performer/galleries/[id]: the photos', () => {
  it('moves photos with the keyboard buttons, keeping the focus, and sends the whole order one PUT at a time', async () => {
    const gallery = makeDetail();
    let answer: (value: OwnGalleryDetail) => void = () => undefined;
    service.reorder.mockImplementation((_id, ids) => new Promise((resolve) => (answer = () => resolve(inOrder(gallery, ids)))));
    await open(gallery);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(tileIds()).toEqual(['p1', 'p3', 'p2']);
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tileIds()).toEqual(['p3', 'p1', 'p2']);
    // At the first place its "earlier" button is off: the focus goes to "later".
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
    expect(service.reorder).toHaveBeenCalledTimes(1);
    expect(service.reorder).toHaveBeenCalledWith('g1', ['p1', 'p3', 'p2']);

    await act(async () => answer(inOrder(gallery, ['p1', 'p3', 'p2'])));
    await waitFor(() => expect(service.reorder).toHaveBeenCalledTimes(2));
    expect(service.reorder).toHaveBeenLastCalledWith('g1', ['p3', 'p1', 'p2']);
    expect(tileIds()).toEqual(['p3', 'p1', 'p2']);
    await act(async () => answer(inOrder(gallery, ['p3', 'p1', 'p2'])));
    expect(tileIds()).toEqual(['p3', 'p1', 'p2']);
  });

  it('moves a photo dragged onto another’s place', async () => {
    const gallery = makeDetail();
    service.reorder.mockImplementation(async (_id, ids) => inOrder(gallery, ids));
    await open(gallery);
    const [first, , third] = screen.getAllByTestId('photo-tile');
    const data = { setData: jest.fn(), effectAllowed: '', dropEffect: '', types: ['text/plain'] };
    fireEvent.dragStart(first.querySelector('[draggable="true"]')!, { dataTransfer: data });
    fireEvent.dragOver(third, { dataTransfer: data });
    fireEvent.drop(third, { dataTransfer: data });
    expect(tileIds()).toEqual(['p2', 'p3', 'p1']);
    await waitFor(() => expect(service.reorder).toHaveBeenCalledWith('g1', ['p2', 'p3', 'p1']));
  });

  it('shows the order the server kept when it refuses one, with its message', async () => {
    const error = jest.spyOn(notify, 'error');
    const gallery = makeDetail();
    service.reorder.mockRejectedValue({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Send every photo of the gallery once, in the new order (it has 4).',
      code: 'PHOTO_ORDER_MISMATCH',
    });
    await open(gallery);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Send every photo of the gallery once, in the new order (it has 4).'));
    await waitFor(() => expect(tileIds()).toEqual(['p1', 'p2', 'p3']));
    expect(service.view).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('saves a caption on Enter or when the field is left, once; makes a photo the cover; removes one', async () => {
    const gallery = makeDetail();
    service.caption.mockImplementation(async (_id, photoId, caption) => ({
      ...gallery,
      photos: gallery.photos.map((p) => (p._id === photoId ? { ...p, caption } : p)),
    }));
    service.setCover.mockResolvedValue({ ...gallery, coverPhotoId: 'p2' });
    service.removePhoto.mockResolvedValue({ ...gallery, photos: gallery.photos.slice(0, 2) });
    await open(gallery);
    const user = userEvent.setup();
    const caption = screen.getByLabelText('Caption of photo 1');
    await user.type(caption, ' Low tide {Enter}');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Low tide' })).toBeInTheDocument());
    expect(service.caption).toHaveBeenCalledTimes(1);
    expect(service.caption).toHaveBeenCalledWith('g1', 'p1', 'Low tide');

    expect(within(screen.getAllByTestId('photo-tile')[0]).getByTestId('photo-cover-tag')).toHaveTextContent('Cover');
    expect(screen.queryByRole('button', { name: 'Make cover: photo 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make cover: photo 2' }));
    await waitFor(() => expect(within(screen.getAllByTestId('photo-tile')[1]).getByTestId('photo-cover-tag')).toBeInTheDocument());
    expect(service.setCover).toHaveBeenCalledWith('g1', 'p2');

    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    expect(service.removePhoto).toHaveBeenCalledWith('g1', 'p3');
  });
});
