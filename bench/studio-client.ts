// What the video rows do as the demo performer, over HTTP as the Studio does it: make a video, send its file by
// tus (tus-js-client's Node build, the Studio's chunk size), and hear its state as the Studio does (socket events).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { Upload } from 'tus-js-client';
import { SOCKET_EVENTS, type VideoMediaStatus } from '../lib/socket-events';
import { FILE_UPLOAD_CHUNK_BYTES } from '../lib/uploads/file-upload';
import { VIDEO_UPLOADS_ENDPOINT } from '../lib/uploads/video-upload';

type MediaStatus = Pick<VideoMediaStatus, 'state' | 'step' | 'percent' | 'error'>;
interface OwnView {
  _id: string;
  status: string;
  media: MediaStatus;
}

/** One look at the owner's view: performance.now() when the answer came. */
export interface Seen extends MediaStatus {
  at: number;
  status: string;
}

/** One Studio API call as the performer; its `data`, or an error naming the route and the answer. */
export async function send<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A new subscribers-only video, published now: it goes live the moment its processing ends. */
export async function publishedDraft(base: string, token: string, title: string): Promise<string> {
  const { _id } = await send<OwnView>(base, token, 'POST', '/performer/videos', { title, access: 'subscribers' });
  await send<OwnView>(base, token, 'POST', `/performer/videos/${_id}/publish`, { publish: true });
  return _id;
}

export function removeVideo(base: string, token: string, videoId: string): Promise<unknown> {
  return send(base, token, 'DELETE', `/performer/videos/${videoId}`);
}

export interface Sent {
  /** performance.now() when the creation request went, and when the last PATCH was acknowledged. */
  startedAt: number;
  lastByteAt: number;
}

/** Sends `file` as the original of `videoId`, as the Studio does (same endpoint, chunk size and metadata). */
export function tusUpload(base: string, token: string, videoId: string, file: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    new Upload(fs.createReadStream(file), {
      endpoint: `${base}/api${VIDEO_UPLOADS_ENDPOINT}`,
      chunkSize: FILE_UPLOAD_CHUNK_BYTES,
      uploadSize: fs.statSync(file).size,
      headers: { authorization: `Bearer ${token}` },
      metadata: { videoId, filename: 'bench.mp4', filetype: 'video/mp4' },
      retryDelays: [],
      onSuccess: () => resolve({ startedAt, lastByteAt: performance.now() }),
      onError: reject,
    }).start();
  });
}

/** One look at the owner's view of a video. */
export async function viewVideo(base: string, token: string, videoId: string): Promise<Seen> {
  const view = await send<OwnView>(base, token, 'GET', `/performer/assets/videos/${videoId}/view`);
  return { ...view.media, status: view.status, at: performance.now() };
}

/**
 * A video's state as the Studio hears it: the server's `video/media` socket events to its performer (no polling, which
 * would load the server it measures), after one read of the owner's view. `ready` resolves once the socket is signed in.
 */
export class VideoWatch {
  readonly seen: Seen[] = [];
  readonly ready: Promise<void>;
  private readonly socket: Socket;

  constructor(base: string, token: string, videoId: string) {
    this.socket = io(base, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    this.socket.on(SOCKET_EVENTS.videoMedia, (news: VideoMediaStatus) => {
      if (news.videoId === videoId) this.seen.push({ ...news, at: performance.now() });
    });
    this.ready = new Promise<void>((resolve, reject) => {
      this.socket.on('connect', () => this.socket.emit(SOCKET_EVENTS.authLogin, { token }));
      this.socket.once(SOCKET_EVENTS.authSuccess, () => resolve());
      this.socket.once(SOCKET_EVENTS.authError, () => reject(new Error("the performer's socket was refused")));
      setTimeout(() => reject(new Error("the performer's socket was not signed in within 30 s")), 30_000).unref();
    }).then(async () => {
      this.seen.push(await viewVideo(base, token, videoId));
      this.seen.sort((a, b) => a.at - b.at);
    });
  }

  get last(): Seen | undefined {
    return this.seen.at(-1);
  }

  /** The first look matching `test`; throws after `timeoutMs`, or at once when the video failed. */
  async until(what: string, test: (s: Seen) => boolean, timeoutMs: number): Promise<Seen> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.seen.find(test);
      if (found) return found;
      const last = this.last;
      if (last?.state === 'failed') throw new Error(`${what}: the video failed (${last.error ?? 'no reason given'})`);
      if (performance.now() > deadline)
        throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s; last seen ${last ? describe(last) : 'nothing'}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    this.socket.close();
  }
}

export const describe = (s: Seen) => `${s.status}, ${s.state}${s.step ? ` (${s.step} ${s.percent}%)` : ''}`;
export const isRendition = (s: Seen) => s.state === 'processing' && !!s.step && /^\d+p$/.test(s.step);
