import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoPlayer from '../../../components/video/video-player';
import { HLS_TYPE } from '../../../components/video/use-hls';
import { videoService } from '../../../services/video.service';
import { makeVideoDetail } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk', push: jest.fn() }) }));
jest.mock('../../../services/video.service', () => ({ videoService: { findOne: jest.fn() } }));

type Handler = (event: string, data: unknown) => void;

/** hls.js as the player drives it (it needs Media Source Extensions, which jsdom has not): what it was told, and its events. */
class FakeHls {
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError' };
  handlers = new Map<string, Handler>();
  source: string | null = null;
  media: HTMLVideoElement | null = null;
  nextLevel = -1;
  currentLevel = -1;
  stopped = false;
  destroyed = false;
  constructor(readonly config: { startPosition: number }) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLVideoElement) {
    this.media = media;
  }
  stopLoad() {
    this.stopped = true;
  }
  destroy() {
    this.destroyed = true;
  }
  emit(event: string, data: unknown) {
    act(() => this.handlers.get(event)!(event, data));
  }
}
jest.mock('hls.js', () => ({ __esModule: true, default: FakeHls }));

const findOne = jest.mocked(videoService.findOne);
const streamOf = (url: string) => ({ url, type: HLS_TYPE, expiresInSeconds: 14_400 });
const latest = () => FakeHls.instances[FakeHls.instances.length - 1];

beforeEach(() => {
  FakeHls.instances = [];
  jest.clearAllMocks();
});

describe('the video player with an HLS stream', () => {
  it('attaches the stream through hls.js (no <source>), and offers Auto and each rendition, highest first', async () => {
    renderWithStore(<VideoPlayer video={makeVideoDetail({ video: streamOf('/api/files/stream/t1/hls/v1/master.m3u8') })} />);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const player = screen.getByTestId('video-player');
    expect(player.querySelector('source')).toBeNull();
    expect(latest()).toMatchObject({ source: '/api/files/stream/t1/hls/v1/master.m3u8', media: player, config: { startPosition: -1 } });

    latest().emit('hlsManifestParsed', { levels: [{ height: 360 }, { height: 720 }, { height: 240 }] });
    const menu = screen.getByTestId('quality-menu');
    expect([...menu.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Auto', '720p', '360p', '240p']);
    await userEvent.setup().selectOptions(menu, '360p');
    expect(latest().currentLevel).toBe(0);
    await userEvent.setup().selectOptions(menu, 'Auto');
    expect(latest().nextLevel).toBe(-1);
  });

  it('asks for a new link when the stream’s is refused mid-playback, and goes on from where it was', async () => {
    const video = makeVideoDetail({ video: streamOf('/api/files/stream/old/hls/v1/master.m3u8') });
    findOne.mockResolvedValue({ ...video, video: streamOf('/api/files/stream/new/hls/v1/master.m3u8') });
    renderWithStore(<VideoPlayer video={video} />);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const first = latest();
    first.media!.currentTime = 93;

    // hls.js retries what may pass (a 5xx, a timeout); a 404 is not the link's fault.
    first.emit('hlsError', { type: 'networkError', response: { code: 503 } });
    first.emit('hlsError', { type: 'networkError', response: { code: 404 } });
    expect(findOne).not.toHaveBeenCalled();

    first.emit('hlsError', { type: 'networkError', response: { code: 403 } });
    expect(first.stopped).toBe(true);
    expect(findOne).toHaveBeenCalledWith(video._id);
    await waitFor(() => expect(latest().source).toBe('/api/files/stream/new/hls/v1/master.m3u8'));
    expect(first.destroyed).toBe(true);
    expect(latest().config.startPosition).toBe(93);

    // Refused again at once: not asked again (no loop); the player shows its own error.
    latest().emit('hlsError', { type: 'networkError', response: { code: 410 } });
    expect(findOne).toHaveBeenCalledTimes(1);
  });

  it('shows the teaser when the new answer says the viewer may no longer watch (a revoked grant)', async () => {
    const video = makeVideoDetail({ video: streamOf('/api/files/stream/old/hls/v1/master.m3u8') });
    findOne.mockResolvedValue({ ...video, canView: false, accessReason: 'locked', video: null });
    renderWithStore(<VideoPlayer video={video} />);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    latest().emit('hlsError', { type: 'networkError', response: { code: 403 } });
    await waitFor(() => expect(screen.getByTestId('video-player')).toHaveAttribute('data-mode', 'teaser'));
    expect(screen.getByTestId('preview-label')).toBeInTheDocument();
  });
});
