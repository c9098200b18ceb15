import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import UploadLeaveGuard from '../../../../components/studio/upload-leave-guard';
import userEvent from '@testing-library/user-event';
import { startPhotoUpload, type PhotoUploadEvents, type PhotoUploadHandle } from '../../../../lib/uploads/photo-upload';
import GalleryEditorPage from '../../../../pages/performer/galleries/[id]';
import { dropUploadsTo } from '../../../../redux/photo-uploads/uploader';
import type { AppStore } from '../../../../redux/store';
import { ownGalleriesService } from '../../../../services/own-galleries.service';
import { settingsService } from '../../../../services/settings.service';
import type { OwnGalleryDetail, OwnPhoto } from '../../../../types/gallery-studio';
import { makeGallery } from '../../helpers/catalogue-fixtures';
import { performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/performer/galleries/[id]', asPath: '/performer/galleries/g1', query: {}, push: jest.fn() }),
}));
jest.mock('../../../../services/own-galleries.service', () => ({ ownGalleriesService: { view: jest.fn(), reorder: jest.fn() } }));
jest.mock('../../../../services/settings.service', () => ({ settingsService: { getPublic: jest.fn() } }));
// The tus upload itself is tested against the real server (tests/api/photo-uploads.test.ts); here, what the editor does with its events.
jest.mock('../../../../lib/uploads/photo-upload', () => ({
  ...jest.requireActual('../../../../lib/uploads/photo-upload'),
  startPhotoUpload: jest.fn(),
}));

const MB = 1024 * 1024;

interface Sent {
  file: File;
  events: PhotoUploadEvents;
  handle: jest.Mocked<PhotoUploadHandle>;
}
let sent: Sent[] = [];
let store: AppStore;

const photo = (id: string, overrides: Partial<OwnPhoto> = {}): OwnPhoto => ({
  _id: id,
  state: 'ready',
  caption: null,
  thumbnail: `/signed/${id}.webp`,
  width: 800,
  height: 600,
  ordering: 0,
  ...overrides,
});

function makeDetail(photos: OwnPhoto[]): OwnGalleryDetail {
  const { canView, accessReason, isSubscribed, ...card } = makeGallery({ _id: 'g1', title: 'Coastline', status: 'draft' });
  void [canView, accessReason, isSubscribed];
  return {
    ...card,
    salesCount: 0,
    revenue: 0,
    publication: 'draft',
    moderation: null,
    coverPhotoId: photos[0]?._id ?? null,
    photos,
    photosCount: photos.length,
  };
}

const jpeg = (name: string, bytes = 100) => new File(['x'.repeat(bytes)], name, { type: 'image/jpeg' });
const tiles = () => screen.queryAllByTestId('photo-upload-tile');
const summary = () => screen.getByTestId('photo-upload-summary');
/** The server made the `index`th upload (once it was started). */
async function created(index: number) {
  await waitFor(() => expect(sent.length).toBeGreaterThan(index));
  await act(async () => sent[index].events.onCreated());
}
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('photo-file-input'), { target: { files } });

beforeEach(async () => {
  jest.clearAllMocks();
  sent = [];
  jest.mocked(startPhotoUpload).mockImplementation(async (_destination, file, events) => {
    const handle = { abort: jest.fn(async () => undefined), retry: jest.fn() };
    sent.push({ file, events, handle });
    return handle;
  });
  jest.mocked(settingsService.getPublic).mockResolvedValue({ uploadPhotoMaxBytes: 5 * MB, galleryMaxPhotos: 500 } as never);
  jest.mocked(ownGalleriesService.view).mockResolvedValue(makeDetail([photo('p0')]));
  ({ store } = await visitPage(GalleryEditorPage, { id: 'g1' }, { as: performer }));
  await waitFor(() => expect(screen.getByTestId('photo-drop-zone')).toHaveTextContent('up to 5.0 MB each'));
});

afterEach(() => act(() => dropUploadsTo(store.dispatch, { kind: 'gallery', id: 'g1' })));

describe('/performer/galleries/[id]: uploading photos', () => {
  it('shows a tile for each photo at once, creates their uploads one after another in the order chosen, and sends three at a time', async () => {
    choose([jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg'), jpeg('5.jpg')]);
    expect(tiles()).toHaveLength(5);
    expect(summary()).toHaveTextContent('0 of 5 photos, 0 B of 500 B');
    await waitFor(() => expect(sent).toHaveLength(1));
    // The next upload waits until the server has made this one (its place in the gallery).
    await created(0);
    await waitFor(() => expect(sent).toHaveLength(2));
    await created(1);
    await created(2);
    expect(sent).toHaveLength(3);
    expect(sent.map((s) => s.file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);

    act(() => sent[0].events.onProgress(50, 100));
    expect(within(tiles()[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(tiles()[0]).getByTestId('photo-upload-state')).toHaveTextContent('Uploading 50% · 50 B of 100 B');
    expect(summary()).toHaveTextContent('0 of 5 photos, 50 B of 500 B');

    await act(async () => sent[0].events.onSuccess());
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3].file.name).toBe('4.jpg');
    expect(within(tiles()[0]).getByTestId('photo-upload-state')).toHaveTextContent('Uploaded');
    expect(summary()).toHaveTextContent('1 of 5 photos, 100 B of 500 B');
    expect(ownGalleriesService.view).toHaveBeenCalledTimes(1);
  });

  it("shows a refused photo with the server's reason until it is dismissed, and reads the gallery again when the others are in", async () => {
    choose([jpeg('beach.jpg'), jpeg('notes.jpg'), jpeg('dunes.jpg')]);
    for (let i = 0; i < 3; i += 1) await created(i);
    jest.mocked(ownGalleriesService.view).mockResolvedValue(makeDetail([photo('p0'), photo('p1'), photo('p3')]));
    await act(async () => sent[1].events.onError('This file is a PDF file, not a photo (JPEG, PNG, WEBP, GIF).', true));
    await act(async () => sent[0].events.onSuccess());
    expect(ownGalleriesService.view).toHaveBeenCalledTimes(1);
    await act(async () => sent[2].events.onSuccess());

    await waitFor(() => expect(ownGalleriesService.view).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(3);
    const refused = tiles()[0];
    expect(refused).toHaveTextContent('notes.jpg');
    expect(within(refused).getByRole('alert')).toHaveTextContent('This file is a PDF file, not a photo (JPEG, PNG, WEBP, GIF).');
    expect(screen.queryByTestId('photo-upload-progress')).not.toBeInTheDocument();
    await userEvent.setup().click(within(refused).getByRole('button', { name: 'Dismiss notes.jpg' }));
    expect(tiles()).toHaveLength(0);
  });

  it('refuses at once what the site would refuse (not a photo, too large), and sends the rest', async () => {
    const huge = jpeg('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 6 * MB });
    choose([new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), huge, jpeg('ok.jpg')]);
    expect(tiles()).toHaveLength(3);
    expect(within(tiles()[0]).getByRole('alert')).toHaveTextContent('This file is not a photo the site takes (JPEG, PNG, WebP or GIF).');
    expect(within(tiles()[1]).getByRole('alert')).toHaveTextContent('This photo is 6.0 MB; the site takes photos up to 5.0 MB.');
    expect(summary()).toHaveTextContent('0 of 1 photo, 0 B of 100 B');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].file.name).toBe('ok.jpg');
  });

  it('offers Retry for a photo the connection stopped, which goes on from what the server has', async () => {
    choose([jpeg('1.jpg')]);
    await created(0);
    await act(async () => sent[0].events.onError('The upload stopped: check your connection, then retry.', false));
    const tile = tiles()[0];
    expect(within(tile).getByRole('alert')).toHaveTextContent('The upload stopped: check your connection, then retry.');
    expect(summary()).toHaveTextContent('0 of 1 photo');
    await userEvent.setup().click(within(tile).getByRole('button', { name: 'Retry 1.jpg' }));
    expect(sent[0].handle.retry).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(within(tiles()[0]).getByTestId('photo-upload-state')).toHaveTextContent('Uploading 0%');
  });

  it('asks before the tab is closed while photos are being sent (the guard every page has)', async () => {
    render(
      <Provider store={store}>
        <UploadLeaveGuard />
      </Provider>,
    );
    choose([jpeg('1.jpg')]);
    await waitFor(() => expect(sent).toHaveLength(1));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await created(0);
    await act(async () => sent[0].events.onSuccess());
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
