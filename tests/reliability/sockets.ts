// Signed-in socket.io clients set up as the web app's (websocket then polling, reconnecting forever, 1 s growing to
// 10 s), each following one video's room: on every connect they send auth/login with their token and subscribe to
// the room again, as the app does. They note when they connected, authenticated and heard a new comment.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_CLIENT_OPTIONS } from '../../lib/constants';
import { SOCKET_EVENTS } from '../../lib/socket-events';

export interface Room {
  objectType: string;
  objectId: string;
}

export class Listener {
  readonly connects: number[] = [];
  readonly disconnects: number[] = [];
  readonly authenticated: number[] = [];
  readonly authErrors: string[] = [];
  /** Ids of comments heard in the room, with when. */
  readonly heard = new Map<string, number>();
  /** Releases the signed-in user was told of (content/released), by item id: how many times. */
  readonly released = new Map<string, number>();
  private readonly socket: Socket;

  constructor(url: string, token: string, room: Room) {
    this.socket = io(url, { ...SOCKET_CLIENT_OPTIONS, forceNew: true });
    this.socket.on('connect', () => {
      this.connects.push(Date.now());
      this.socket.emit(SOCKET_EVENTS.authLogin, { token });
      this.socket.emit(SOCKET_EVENTS.subscribe, room);
    });
    this.socket.on('disconnect', () => this.disconnects.push(Date.now()));
    this.socket.on(SOCKET_EVENTS.authSuccess, () => this.authenticated.push(Date.now()));
    this.socket.on(SOCKET_EVENTS.authError, (body: { message?: string }) => this.authErrors.push(body?.message ?? ''));
    this.socket.on(SOCKET_EVENTS.contentReleased, (body: { id?: string }) => {
      if (body?.id) this.released.set(body.id, (this.released.get(body.id) ?? 0) + 1);
    });
    this.socket.on(SOCKET_EVENTS.commentCreated, (body: { comment?: { _id?: string } }) => {
      if (body?.comment?._id) this.heard.set(body.comment._id, Date.now());
    });
  }

  /** Reconnections so far (connects after the first). */
  get reconnects(): number {
    return Math.max(0, this.connects.length - 1);
  }

  authenticatedSince(t: number): number | null {
    return this.authenticated.find((at) => at >= t) ?? null;
  }

  close(): void {
    this.socket.close();
  }
}

/** Polls `done` until it holds or `timeoutMs` passes; whether it held. */
export async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
