import { screen } from '@testing-library/react';
import MessageDraft from '../../../../components/messages/message-draft';
import MessagePhotos from '../../../../components/messages/message-photos';
import type { useMessageDraft } from '../../../../components/messages/use-message-draft';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import { mediaFileProblem } from '../../../../lib/uploads/message-media';
import reducer, { messageDraftLoaded } from '../../../../redux/message-drafts/slice';
import { socketEventReceived } from '../../../../redux/socket/slice';
import type { DraftPhoto, Message } from '../../../../types/message';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/messages/c1', query: {}, push: jest.fn() }) }));

const video = (overrides: Partial<Message['photos'][number]> = {}): Message['photos'][number] => ({
  _id: 'v1',
  kind: 'video',
  width: 640,
  height: 360,
  thumbnail: '/files/poster.webp',
  url: null,
  durationSeconds: 75,
  stream: { url: '/files/hls/master.m3u8', type: 'application/vnd.apple.mpegurl', expiresInSeconds: 3600 },
  ...overrides,
});
const message = (photos: Message['photos'], price: Message['price']): Message => ({
  _id: 'm1',
  conversationId: 'c1',
  senderId: 'creator',
  body: '',
  createdAt: '2026-01-01T00:00:00Z',
  deleted: false,
  moderated: false,
  tip: null,
  photos,
  price,
});
const draftVideo = (overrides: Partial<DraftPhoto> = {}): DraftPhoto => ({
  _id: 'v1',
  kind: 'video',
  state: 'processing',
  thumbnail: null,
  percent: 0,
  error: null,
  ...overrides,
});
const draftOf = (photos: DraftPhoto[]) =>
  ({ photos, uploads: [], ready: [], busy: false, add: jest.fn(), remove: jest.fn(), dismiss: jest.fn(), sent: jest.fn() }) as ReturnType<
    typeof useMessageDraft
  >;

describe('videos in messages', () => {
  it('plays an unlocked video in place, with its poster and length', () => {
    renderWithStore(<MessagePhotos message={message([video()], { amountCents: 500, unlocked: true })} mine={false} />);
    const player = screen.getByTestId('message-video');
    expect(player).toHaveAttribute('poster', '/files/poster.webp');
    expect(player).toHaveAccessibleName('Video 1 of 1, 1:15');
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
  });

  it('shows a locked video as its blurred poster with a play glyph under "Unlock for $X", and nothing to play', () => {
    const locked = video({ thumbnail: '/files/public/poster-blurred.webp', stream: null });
    renderWithStore(<MessagePhotos message={message([locked], { amountCents: 500, unlocked: false })} mine={false} />, {
      ui: { currencySymbol: '$' },
    });
    expect(screen.queryByTestId('message-video')).toBeNull();
    expect(screen.getByTestId('message-video-locked').querySelector('img')).toHaveAttribute('src', '/files/public/poster-blurred.webp');
    expect(screen.getByText('1 video')).toBeInTheDocument();
    expect(screen.getByTestId('message-unlock')).toHaveTextContent('Unlock for $5.00');
  });

  it('follows a draft video over the socket: "Processing N %", then its poster; a failed one says why', () => {
    let state = reducer(undefined, messageDraftLoaded({ destination: 'message:c1', photos: [draftVideo()] }));
    const told = (status: object) =>
      socketEventReceived({ event: SOCKET_EVENTS.messageVideo, payload: { attachmentId: 'v1', conversationId: 'c1', step: null, error: null, ...status } });
    state = reducer(state, told({ state: 'processing', percent: 42, step: '240p' }));
    expect(state.byDestination['message:c1'][0]).toMatchObject({ state: 'processing', percent: 42 });
    const { rerender } = renderWithStore(<MessageDraft draft={draftOf(state.byDestination['message:c1'])} />);
    expect(screen.getByTestId('draft-video-progress')).toHaveTextContent('Processing 42 %');

    state = reducer(state, told({ state: 'failed', percent: 42, error: 'This file has no video track.' }));
    rerender(<MessageDraft draft={draftOf(state.byDestination['message:c1'])} />);
    expect(screen.getByTestId('draft-video-failed')).toHaveTextContent('This video could not be processed: This file has no video track.');

    rerender(<MessageDraft draft={draftOf([draftVideo({ state: 'ready', percent: 100, thumbnail: '/files/poster.webp' })])} />);
    expect(screen.queryByTestId('draft-video-progress')).toBeNull();
    expect(screen.getByTestId('draft-photo').querySelector('img')).toHaveAttribute('src', '/files/poster.webp');
    expect(screen.getByLabelText('Video')).toBeInTheDocument();
  });

  it('takes a video into a message draft up to the video size limit, never into a gallery', () => {
    const clip = { type: 'video/mp4', size: 5_000 };
    const limits = { photo: 1_000, video: 10_000 };
    expect(mediaFileProblem(clip, { kind: 'message', id: 'c1' }, limits)).toBeNull();
    expect(mediaFileProblem(clip, { kind: 'broadcast', id: 'all' }, limits)).toBeNull();
    expect(mediaFileProblem({ ...clip, size: 20_000 }, { kind: 'message', id: 'c1' }, limits)).toMatch(/^This video is .*; the site takes videos up to /);
    expect(mediaFileProblem(clip, { kind: 'gallery', id: 'g1' }, limits)).toBe('This file is not a photo the site takes (JPEG, PNG, WebP or GIF).');
    expect(mediaFileProblem({ type: 'image/jpeg', size: 2_000 }, { kind: 'message', id: 'c1' }, limits)).toMatch(/^This photo is /);
  });
});
