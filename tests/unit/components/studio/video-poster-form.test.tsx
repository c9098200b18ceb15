import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../../../lib/notify';
import VideosPage from '../../../../pages/performer/videos';
import { ownVideosService } from '../../../../services/own-videos.service';
import type { OwnVideoDetail } from '../../../../types/video';
import { makeMedia as media, makeOwnVideo, makeOwnVideoDetail, performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/videos', asPath: '/performer/videos', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/own-videos.service', () => ({
  ownVideosService: { search: jest.fn(), view: jest.fn(), choosePoster: jest.fn(), uploadPoster: jest.fn() },
}));

const service = jest.mocked(ownVideosService);
const FRAMES = ['/api/files/public/videos/v5/frames/1.jpg', '/api/files/public/videos/v5/frames/2.jpg', '/api/files/public/videos/v5/frames/3.jpg'];
const video = makeOwnVideo({ _id: 'v5', title: 'Harbour', thumbnail: FRAMES[0] });

/** Studio > Videos with these videos listed; the Poster button of `title`'s row opens its form (antd's Modal loads on the first open). */
async function openPosterForm(title: string) {
  await visitPage(VideosPage, {}, { as: performer });
  await userEvent.setup().click(screen.getByRole('button', { name: `Choose the poster of ${title}` }));
  return screen.findByTestId('video-poster-form', {}, { timeout: 5000 });
}

const rowImage = () => within(screen.getByTestId('own-asset-row')).getByRole('presentation', { hidden: true });

beforeEach(() => {
  jest.clearAllMocks();
  service.search.mockResolvedValue({ data: [video], total: 1 });
  service.view.mockResolvedValue(makeOwnVideoDetail({ ...video, posterCandidates: FRAMES }));
});

describe('/performer/videos: "Poster"', () => {
  it('offers the poster only once the video is processed', async () => {
    const processing = makeOwnVideo({ _id: 'v6', title: 'Tide', media: media({ state: 'processing', percent: 30 }) });
    service.search.mockResolvedValue({ data: [video, processing], total: 2 });
    await visitPage(VideosPage, {}, { as: performer });
    expect(screen.getByRole('button', { name: 'Choose the poster of Harbour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose the poster of Tide' })).not.toBeInTheDocument();
  });

  it('shows the frames as radios with the poster now marked, and makes the frame picked by keyboard the poster', async () => {
    const said = jest.spyOn(notify, 'success');
    service.choosePoster.mockImplementation(async (_id, index) => makeOwnVideoDetail({ ...video, thumbnail: FRAMES[index], posterCandidates: FRAMES }));
    const form = await openPosterForm('Harbour');
    const now = await within(form).findByRole('radio', { name: 'Frame 1, the poster now' });
    expect(now).toBeChecked();
    expect(within(form).getAllByRole('radio')).toHaveLength(3);
    const use = within(form).getByRole('button', { name: 'Use this frame' });
    expect(use).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Frame 2' }));
    await user.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: 'Frame 3' })).toBeChecked();
    await user.click(use);

    await waitFor(() => expect(screen.queryByTestId('video-poster-form')).not.toBeInTheDocument());
    expect(service.choosePoster).toHaveBeenCalledTimes(1);
    expect(service.choosePoster).toHaveBeenCalledWith('v5', 2);
    expect(rowImage()).toHaveAttribute('src', FRAMES[2]);
    expect(said).toHaveBeenCalledWith('Harbour has its new poster.');
  });

  it("keeps the form open with the server's refusal when the frame cannot be used", async () => {
    service.choosePoster.mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'The video has no such frame.', code: 'NO_SUCH_FRAME' });
    const form = await openPosterForm('Harbour');
    const user = userEvent.setup();
    await user.click(await within(form).findByRole('radio', { name: 'Frame 2' }));
    await user.click(within(form).getByRole('button', { name: 'Use this frame' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The video has no such frame.');
    expect(service.choosePoster).toHaveBeenCalledWith('v5', 1);
    expect(rowImage()).toHaveAttribute('src', FRAMES[0]);
  });

  it("offers only the upload for a video without frames, shows the server's refusal, then sends another picture with its progress", async () => {
    const plain = makeOwnVideo({ _id: 'v7', title: 'Old reel', thumbnail: null });
    service.search.mockResolvedValue({ data: [plain], total: 1 });
    service.view.mockResolvedValue(makeOwnVideoDetail({ ...plain, posterCandidates: [] }));
    const form = await openPosterForm('Old reel');
    expect(await within(form).findByTestId('video-poster-no-frames')).toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Use this frame' })).not.toBeInTheDocument();
    const input = within(form).getByLabelText('A picture for the poster of Old reel');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    service.uploadPoster.mockRejectedValueOnce({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Only JPEG, PNG, WebP or GIF images are accepted (this file is not an image).',
      code: 'UNSUPPORTED_IMAGE',
    });
    const notes = new File(['not a picture'], 'notes.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [notes] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images are accepted (this file is not an image).');
    expect(service.uploadPoster).toHaveBeenCalledWith('v7', notes, expect.any(Function));

    let finish: (saved: OwnVideoDetail) => void = () => undefined;
    service.uploadPoster.mockImplementationOnce((_id, _file, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const picture = new File(['jpeg bytes'], 'reel.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [picture] } });
    expect(await within(form).findByRole('progressbar', { name: 'Uploading the poster' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Upload a picture/ })).toBeDisabled();

    finish(makeOwnVideoDetail({ ...plain, thumbnail: '/api/files/public/videos/v7/posters/abc.webp', posterCandidates: [] }));
    await waitFor(() => expect(screen.queryByTestId('video-poster-form')).not.toBeInTheDocument());
    expect(service.uploadPoster).toHaveBeenLastCalledWith('v7', picture, expect.any(Function));
    expect(rowImage()).toHaveAttribute('src', '/api/files/public/videos/v7/posters/abc.webp');
  });
});
