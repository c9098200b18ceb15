import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../../../lib/notify';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import VideosPage from '../../../../pages/performer/videos';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { uploadVideoFile } from '../../../../redux/video-uploads/uploader';
import { ownVideosService } from '../../../../services/own-videos.service';
import { settingsService } from '../../../../services/settings.service';
import { makeMedia as media, makeOwnVideo, makeOwnVideoDetail, performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/videos', asPath: '/performer/videos', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/own-videos.service', () => ({
  ownVideosService: { search: jest.fn(), view: jest.fn(), create: jest.fn(), update: jest.fn(), publish: jest.fn(), retry: jest.fn(), remove: jest.fn() },
}));
jest.mock('../../../../services/category.service', () => ({
  categoryService: {
    search: jest.fn(async () => [
      { _id: 'c-travel', name: 'Travel', slug: 'travel', group: 'video', description: null },
      { _id: 'c-music', name: 'Music', slug: 'music', group: 'video', description: null },
    ]),
  },
}));
jest.mock('../../../../services/settings.service', () => ({ settingsService: { getPublic: jest.fn() } }));
// The tus upload itself is tested against the real server (tests/api/video-uploads.test.ts) and in Chromium (e2e).
jest.mock('../../../../redux/video-uploads/uploader', () => ({
  uploadVideoFile: jest.fn(),
  isUploadHeld: jest.fn(() => false),
  pauseVideoUpload: jest.fn(),
  resumeVideoUpload: jest.fn(),
  dropVideoUpload: jest.fn(),
}));

const service = jest.mocked(ownVideosService);
const upload = jest.mocked(uploadVideoFile);
const MB = 1024 * 1024;

/** The form opens in antd's Modal, whose code loads on the first open. */
const openForm = async () => {
  await userEvent.setup().click(screen.getByTestId('upload-video'));
  return screen.findByTestId('video-upload-form', {}, { timeout: 5000 });
};

beforeEach(() => {
  jest.clearAllMocks();
  service.search.mockResolvedValue({ data: [], total: 0 });
  jest.mocked(settingsService.getPublic).mockResolvedValue({ uploadMaxBytes: 100 * MB, uploadVideoContainers: ['mp4'], videoMaxDurationMinutes: 240 });
});

describe('/performer/videos: "Upload video"', () => {
  it('checks the form before sending: a file, within the size limit, and a title', async () => {
    await visitPage(VideosPage, {}, { as: performer });
    const form = await openForm();
    await waitFor(() => expect(form).toHaveTextContent('Up to 100 MB and 4 h.'));
    const user = userEvent.setup();
    await user.click(within(form).getByTestId('video-publish'));
    expect(form).toHaveTextContent('Choose the video file.');
    expect(form).toHaveTextContent('Give the video a title.');
    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 101 * MB });
    fireEvent.change(within(form).getByTestId('video-file-input'), { target: { files: [huge] } });
    expect(within(form).getByLabelText('Title')).toHaveValue('huge');
    await user.click(within(form).getByTestId('video-publish'));
    expect(form).toHaveTextContent('This file is 101 MB; the site takes files up to 100 MB.');
    expect(service.create).not.toHaveBeenCalled();
  });

  it('makes the draft, starts its upload and asks for it to go live when processing ends', async () => {
    const draft = makeOwnVideoDetail({ _id: 'v9', title: 'Beach day', status: 'draft', media: media({ state: 'awaiting_upload' }) });
    service.create.mockResolvedValue(draft);
    service.publish.mockResolvedValue({ ...draft, media: media({ state: 'awaiting_upload', publishWhenReady: true }) });
    await visitPage(VideosPage, {}, { as: performer });
    const form = await openForm();
    const user = userEvent.setup();
    const file = new File(['not really a video'], 'beach_day.mp4', { type: 'video/mp4' });
    fireEvent.change(within(form).getByTestId('video-file-input'), { target: { files: [file] } });
    await user.selectOptions(within(form).getByLabelText('Who can watch'), 'sale');
    await user.type(within(form).getByLabelText('Price ($)'), '4.5');
    await user.type(within(form).getByLabelText('Teaser starts at'), '0:12');
    await user.click(within(form).getByTestId('video-publish'));

    await waitFor(() => expect(service.publish).toHaveBeenCalledWith('v9', true));
    expect(service.create).toHaveBeenCalledWith({ title: 'beach day', access: 'sale', price: 450, teaserStartSeconds: 12 });
    expect(upload).toHaveBeenCalledWith(expect.any(Function), 'v9', file);
    await waitFor(() => expect(screen.queryByTestId('video-upload-form')).not.toBeInTheDocument());
    const row = screen.getByTestId('own-asset-row');
    expect(row).toHaveTextContent('Beach day');
    expect(within(row).getByTestId('video-state-tag')).toHaveTextContent('Waiting for its file');
    expect(within(row).getByTestId('video-state-detail')).toHaveTextContent('Goes live when processing ends.');
  });

  it('closes once the draft exists, even when Publish then fails: a second press would make a second video', async () => {
    const warn = jest.spyOn(notify, 'warning');
    const draft = makeOwnVideoDetail({ _id: 'v7', title: 'Late night', status: 'draft', media: media({ state: 'awaiting_upload' }) });
    service.create.mockResolvedValue(draft);
    service.publish.mockRejectedValue({ statusCode: 503, error: 'Service Unavailable', message: 'The site is busy, try again', code: 'BUSY' });
    await visitPage(VideosPage, {}, { as: performer });
    const form = await openForm();
    fireEvent.change(within(form).getByTestId('video-file-input'), { target: { files: [new File(['v'], 'late_night.mp4')] } });
    await userEvent.setup().click(within(form).getByTestId('video-publish'));

    await waitFor(() => expect(screen.queryByTestId('video-upload-form')).not.toBeInTheDocument());
    expect(service.create).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(expect.any(Function), 'v7', expect.any(File));
    expect(warn).toHaveBeenCalledWith('Late night is uploading as a draft: it could not be published (The site is busy, try again). Publish it from the list.');
    expect(within(screen.getByTestId('own-asset-row')).getByTestId('video-state-tag')).toHaveTextContent('Waiting for its file');
    warn.mockRestore();
  });

  it('Save as draft makes the draft and uploads, without publishing', async () => {
    service.create.mockResolvedValue(makeOwnVideoDetail({ _id: 'v8', status: 'draft', media: media({ state: 'awaiting_upload' }) }));
    await visitPage(VideosPage, {}, { as: performer });
    const form = await openForm();
    fireEvent.change(within(form).getByTestId('video-file-input'), { target: { files: [new File(['v'], 'a.mp4')] } });
    await userEvent.setup().click(within(form).getByTestId('video-save-draft'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(service.publish).not.toHaveBeenCalled();
  });
});

describe("/performer/videos: each video's state", () => {
  it("follows the socket's news of processing, and reads the video again when it is ready", async () => {
    const video = makeOwnVideo({ _id: 'v1', status: 'draft', publication: 'draft', media: media({ state: 'processing', step: 'queued' }) });
    service.search.mockResolvedValue({ data: [video], total: 1 });
    service.view.mockResolvedValue(makeOwnVideoDetail({ ...video, status: 'active', publication: 'live', thumbnail: '/poster.webp', media: media() }));
    const { store } = await visitPage(VideosPage, {}, { as: performer });
    const tag = () => within(screen.getByTestId('own-asset-row')).getByTestId('video-state-tag');
    expect(tag()).toHaveTextContent('Processing 0%');
    const news = { videoId: 'v1', state: 'processing', step: '720p', percent: 42, error: null, status: 'draft', publication: 'draft', publishWhenReady: true };
    act(() => void store.dispatch(socketEventReceived({ event: SOCKET_EVENTS.videoMedia, payload: news })));
    expect(tag()).toHaveTextContent('Processing 42%: 720p');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    act(
      () =>
        void store.dispatch(
          socketEventReceived({ event: SOCKET_EVENTS.videoMedia, payload: { ...news, state: 'ready', percent: 100, status: 'active', publication: 'live' } }),
        ),
    );
    await waitFor(() => expect(service.view).toHaveBeenCalledWith('v1'));
    expect(tag()).toHaveTextContent('Live');
  });

  it('shows why a video failed, retries it, and deletes it', async () => {
    const failed = makeOwnVideo({ _id: 'v2', title: 'Broken', status: 'draft', media: media({ state: 'failed', error: 'This file has no video stream.' }) });
    service.search.mockResolvedValue({ data: [failed], total: 1 });
    service.retry.mockResolvedValue(makeOwnVideoDetail({ ...failed, media: media({ state: 'awaiting_upload' }) }));
    service.remove.mockResolvedValue('deleted');
    await visitPage(VideosPage, {}, { as: performer });
    const row = screen.getByTestId('own-asset-row');
    expect(within(row).getByTestId('video-state-tag')).toHaveTextContent('Failed');
    expect(within(row).getByRole('alert')).toHaveTextContent('This file has no video stream.');
    expect(within(row).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(row).getByTestId('video-state-tag')).toHaveTextContent('Waiting for its file'));
    expect(within(row).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Broken' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByTestId('own-asset-row')).not.toBeInTheDocument());
    expect(service.remove).toHaveBeenCalledWith('v2');
  });

  it("edits a video's details: checked before sending, then saved and shown in the list", async () => {
    const saved = jest.spyOn(notify, 'success');
    const video = makeOwnVideo({ _id: 'v3', title: 'Dawn', tags: ['sea'], access: 'free', price: 0, categories: [] });
    service.search.mockResolvedValue({ data: [video], total: 1 });
    service.update.mockImplementation(async (_id, body) => makeOwnVideoDetail({ ...video, ...body, price: body.price ?? 0 }));
    await visitPage(VideosPage, {}, { as: performer });
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('own-asset-row')).getByRole('button', { name: 'Edit Dawn' }));
    const form = await screen.findByTestId('video-edit-form', {}, { timeout: 5000 });
    expect(within(form).getByLabelText('Tags')).toHaveValue('sea');
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByTestId('video-edit-save'));
    expect(form).toHaveTextContent('Give the video a title.');
    expect(service.update).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Title'), 'Dawn at sea');
    await user.type(within(form).getByLabelText('Tags'), ', #sun');
    await user.click(await within(form).findByLabelText('Travel'));
    await user.selectOptions(within(form).getByLabelText('Who can watch'), 'sale');
    await user.type(within(form).getByLabelText('Price ($)'), '4.99');
    await user.click(within(form).getByTestId('video-edit-save'));
    await waitFor(() => expect(screen.queryByTestId('video-edit-form')).not.toBeInTheDocument());
    expect(service.update).toHaveBeenCalledWith('v3', {
      title: 'Dawn at sea',
      description: 'A walk at night.',
      tags: ['sea', 'sun'],
      categoryIds: ['c-travel'],
      access: 'sale',
      price: 499,
      teaserStartSeconds: 0,
    });
    expect(screen.getByTestId('own-asset-row')).toHaveTextContent('Dawn at sea');
    expect(saved).toHaveBeenCalledWith('Dawn at sea is saved.');
  });

  it("schedules a draft in the browser's time zone, refusing a time that has passed, and unschedules it", async () => {
    const draft = makeOwnVideo({ _id: 'v4', title: 'Dusk', status: 'draft', publication: 'draft', publishedAt: null });
    service.search.mockResolvedValue({ data: [draft], total: 1 });
    service.publish.mockImplementation(async (_id, publish, at) =>
      makeOwnVideoDetail({ ...draft, ...(publish ? { status: 'active', publication: 'scheduled', publishedAt: at! } : {}) }),
    );
    await visitPage(VideosPage, {}, { as: performer });
    const user = userEvent.setup();
    const row = screen.getByTestId('own-asset-row');
    await user.click(within(row).getByRole('button', { name: 'Schedule Dusk' }));
    const form = await screen.findByTestId('video-schedule-form', {}, { timeout: 5000 });
    const input = within(form).getByLabelText('Goes live on');
    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    await user.click(within(form).getByTestId('video-schedule-save'));
    expect(form).toHaveTextContent('This time has passed: choose one still to come, or publish now.');
    expect(service.publish).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '2030-05-01T18:30' } });
    await user.click(within(form).getByTestId('video-schedule-save'));
    await waitFor(() => expect(screen.queryByTestId('video-schedule-form')).not.toBeInTheDocument());
    expect(service.publish).toHaveBeenCalledWith('v4', true, new Date('2030-05-01T18:30').toISOString());
    expect(within(row).getByTestId('video-state-tag')).toHaveTextContent('Scheduled');
    expect(within(row).getByTestId('video-state-detail')).toHaveTextContent('Scheduled for 1 May, 18:30');

    await user.click(within(row).getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(within(row).getByTestId('video-state-tag')).toHaveTextContent('Draft'));
    expect(service.publish).toHaveBeenLastCalledWith('v4', false);
  });
});
