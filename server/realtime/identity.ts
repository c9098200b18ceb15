import type { Socket } from 'socket.io';
import { SOCKET_EVENTS, type ServerEvent, type SocketPayloads } from '../../lib/socket-events';
import { HttpError } from '../http/errors';
import type { Session, SessionService } from '../modules/auth/sessions';
import type { RateLimiter } from '../rate-limit';
import { SOCKET_LOGINS } from './limits';
import { ADMINS_ROOM, sessionRoom, userRoom } from './rooms';

/** Who a socket is: set by a good auth/login, cleared by a failed one, by its session's expiry or end. */
export interface SocketData {
  userId?: string;
  sessionId?: string;
  isPerformer?: boolean;
}

export interface IdentityEvents {
  signedIn(userId: string, isPerformer: boolean): Promise<void>;
  signedOut(userId: string, isPerformer: boolean): Promise<void>;
}

type ServerToClient = { [E in ServerEvent]: (payload: SocketPayloads[E]) => void };
/** A socket as the server sees it: what it may be sent, and who it is. */
export type AppSocket = Socket<Record<string, never>, ServerToClient, Record<string, never>, SocketData>;

const INVALID_TOKEN = 'Invalid or expired token';
const SESSION_EXPIRED = 'Your session has expired';
/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A socket's identity, and its private rooms (its user's and its session's), which it holds only while its
 * identity holds: an auth/login that fails (bad token, too many attempts) drops the previous identity before
 * the error is sent, and so does the session's expiry. Ending a session (logout, password change or reset)
 * disconnects its sockets: Realtime.endSessions.
 */
export class SocketIdentities {
  private readonly expiryTimers = new WeakMap<AppSocket, NodeJS.Timeout>();
  /** Each socket's auth/login events are handled one after the other, in the order they came. */
  private readonly queues = new WeakMap<AppSocket, Promise<void>>();

  constructor(
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly events: IdentityEvents,
  ) {}

  login(socket: AppSocket, payload: unknown): Promise<void> {
    const run = () => this.authenticate(socket, payload);
    const next = (this.queues.get(socket) ?? Promise.resolve()).then(run, run);
    this.queues.set(socket, next);
    return next;
  }

  /** The socket is gone: nothing more to time. (socket.io has taken it out of every room.) */
  disconnected(socket: AppSocket): void {
    clearTimeout(this.expiryTimers.get(socket));
  }

  private async authenticate(socket: AppSocket, payload: unknown): Promise<void> {
    try {
      await this.limiter.take({ rule: SOCKET_LOGINS, key: socket.id });
    } catch (error) {
      if (error instanceof HttpError) return this.refuse(socket, error.message);
      throw error;
    }
    const token = (payload as { token?: unknown } | null)?.token;
    let session: Session | null;
    try {
      session = typeof token === 'string' && token.length <= 200 ? await this.sessions.resolve(token) : null;
    } catch (error) {
      // The database could not be asked (it is restarting, say): the socket is told, and the failure logged.
      await this.refuse(socket, 'Could not check the token right now. Try again shortly.');
      throw error;
    }
    if (!session) return this.refuse(socket, INVALID_TOKEN);
    if (socket.data.sessionId !== session.id) await this.forget(socket);
    await this.adopt(socket, session);
  }

  private async adopt(socket: AppSocket, session: Session): Promise<void> {
    if (socket.disconnected) return;
    const isPerformer = session.user.roles.includes('performer');
    socket.data.userId = session.user.id;
    socket.data.sessionId = session.id;
    socket.data.isPerformer = isPerformer;
    const rooms = [userRoom(session.user.id), sessionRoom(session.id)];
    await socket.join(session.user.roles.includes('admin') ? [...rooms, ADMINS_ROOM] : rooms);
    this.expireAt(socket, session.expiresAt.getTime());
    socket.emit(SOCKET_EVENTS.authSuccess, { userId: session.user.id });
    await this.events.signedIn(session.user.id, isPerformer);
  }

  private async refuse(socket: AppSocket, message: string): Promise<void> {
    await this.forget(socket);
    socket.emit(SOCKET_EVENTS.authError, { message });
  }

  /** Leaves the private rooms and forgets who the socket was. */
  private async forget(socket: AppSocket): Promise<void> {
    clearTimeout(this.expiryTimers.get(socket));
    const { userId, sessionId, isPerformer } = socket.data;
    socket.data.userId = undefined;
    socket.data.sessionId = undefined;
    socket.data.isPerformer = undefined;
    if (!userId) return;
    await socket.leave(userRoom(userId));
    if (sessionId) await socket.leave(sessionRoom(sessionId));
    await socket.leave(ADMINS_ROOM);
    await this.events.signedOut(userId, isPerformer ?? false);
  }

  private expireAt(socket: AppSocket, expiresAt: number): void {
    clearTimeout(this.expiryTimers.get(socket));
    const wait = expiresAt - Date.now();
    const timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? this.expireAt(socket, expiresAt) : void this.refuse(socket, SESSION_EXPIRED)),
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    timer.unref();
    this.expiryTimers.set(socket, timer);
  }
}
