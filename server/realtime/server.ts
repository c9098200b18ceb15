import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db';
import type { SessionService } from '../modules/auth/sessions';
import { PresenceService } from '../modules/performers/presence';
import { attachRedisAdapter } from './redis-adapter';
import { SOCKET_EVENTS, type ServerEvent, type SocketPayloads } from '../../lib/socket-events';
import { OBJECT_TYPES, objectRoom, userRoom } from './rooms';

export interface RealtimeOptions {
  db: Db;
  sessions: SessionService;
  log: FastifyBaseLogger;
  /** Events cross processes through Redis when set. */
  redisUrl?: string | null;
}

interface SocketData {
  userId?: string;
  isPerformer?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * socket.io on the site's own HTTP server (path /socket.io). A client proves who it is by emitting
 * `auth/login` with its token (after every connect and reconnect) and then hears its own events;
 * it joins an object's room by `object/subscribe` while that object's page is open.
 */
export class Realtime {
  readonly io: Server;
  private readonly presence: PresenceService;
  private closeAdapter: (() => Promise<void>) | null = null;

  constructor(
    httpServer: HttpServer,
    private readonly options: RealtimeOptions,
  ) {
    this.io = new Server(httpServer, { path: '/socket.io', serveClient: false, cors: { origin: true, credentials: true } });
    this.presence = new PresenceService(options.db);
    this.io.on('connection', (socket) => this.onConnection(socket));
  }

  /** Connects the Redis adapter when configured; call before listening. */
  async start(): Promise<void> {
    if (!this.options.redisUrl) return;
    this.closeAdapter = await attachRedisAdapter(this.io, this.options.redisUrl);
    this.options.log.info('socket.io events cross processes through Redis');
  }

  toUser<E extends ServerEvent>(userId: string, event: E, payload: SocketPayloads[E]): void {
    this.io.to(userRoom(userId)).emit(event, payload);
  }

  toObject<E extends ServerEvent>(objectType: string, objectId: string, event: E, payload: SocketPayloads[E]): void {
    this.io.to(objectRoom(objectType, objectId)).emit(event, payload);
  }

  async close(): Promise<void> {
    this.io.disconnectSockets(true);
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await this.closeAdapter?.();
  }

  private onConnection(socket: Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>): void {
    socket.on(SOCKET_EVENTS.authLogin, (payload: unknown) => this.settle(this.authenticate(socket, payload), 'socket authentication failed'));
    socket.on(SOCKET_EVENTS.subscribe, (payload: unknown) => {
      const room = roomOf(payload);
      if (room) void socket.join(room);
    });
    socket.on(SOCKET_EVENTS.unsubscribe, (payload: unknown) => {
      const room = roomOf(payload);
      if (room) void socket.leave(room);
    });
    socket.on('disconnect', () => {
      this.onDisconnect(socket).catch((err: unknown) => this.options.log.warn({ err }, 'could not record a performer going offline'));
    });
    socket.on('error', (err) => this.options.log.warn({ err }, 'socket error'));
  }

  private async authenticate(socket: Socket, payload: unknown): Promise<void> {
    const token = (payload as { token?: unknown } | null)?.token;
    let session: Awaited<ReturnType<SessionService['resolve']>>;
    try {
      session = typeof token === 'string' && token.length <= 200 ? await this.options.sessions.resolve(token) : null;
    } catch (err) {
      // The database could not be asked (it is restarting, say): say so, rather than leave an unhandled rejection.
      this.options.log.warn({ err }, 'socket authentication failed');
      socket.emit(SOCKET_EVENTS.authError, { message: 'Could not check the token right now. Try again shortly.' });
      return;
    }
    if (!session) {
      socket.emit(SOCKET_EVENTS.authError, { message: 'Invalid or expired token' });
      return;
    }
    const data = socket.data as SocketData;
    if (data.userId && data.userId !== session.user.id) void socket.leave(userRoom(data.userId));
    data.userId = session.user.id;
    data.isPerformer = session.user.roles.includes('performer');
    await socket.join(userRoom(session.user.id));
    socket.emit(SOCKET_EVENTS.authSuccess, { userId: session.user.id });
    if (data.isPerformer && (await this.presence.set(session.user.id, true))) this.announce(session.user.id, true);
  }

  private async onDisconnect(socket: Socket): Promise<void> {
    const { userId, isPerformer } = socket.data as SocketData;
    if (!userId || !isPerformer) return;
    const stillConnected = await this.io.in(userRoom(userId)).fetchSockets();
    if (stillConnected.length === 0 && (await this.presence.set(userId, false))) this.announce(userId, false);
  }

  /** Handlers run detached from socket.io: a failure (the database is down, say) is logged, never left unhandled. */
  private settle(work: Promise<void>, what: string): void {
    work.catch((err: unknown) => this.options.log.warn({ err }, what));
  }

  private announce(performerId: string, isOnline: boolean): void {
    this.toObject('performer', performerId, SOCKET_EVENTS.performerStatus, { performerId, isOnline });
  }
}

function roomOf(payload: unknown): string | null {
  const { objectType, objectId } = (payload ?? {}) as { objectType?: unknown; objectId?: unknown };
  if (typeof objectType !== 'string' || !(OBJECT_TYPES as readonly string[]).includes(objectType)) return null;
  if (typeof objectId !== 'string' || !UUID.test(objectId)) return null;
  return objectRoom(objectType, objectId);
}
