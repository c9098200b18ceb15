import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db';
import type { SessionService } from '../modules/auth/sessions';
import { PresenceService } from '../modules/performers/presence';
import type { RateLimiter } from '../rate-limit';
import { attachRedisAdapter } from './redis-adapter';
import { SOCKET_EVENTS, type ServerEvent, type SocketPayloads } from '../../lib/socket-events';
import { SocketIdentities, type AppSocket } from './identity';
import { originAllowed } from './origin';
import { ADMINS_ROOM, OBJECT_TYPES, objectRoom, sessionRoom, userRoom } from './rooms';

export interface RealtimeOptions {
  db: Db;
  sessions: SessionService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Events cross processes through Redis when set. */
  redisUrl?: string | null;
  /** The only origin whose pages may connect (SITE_URL's); null: the origin the socket is opened on. */
  siteOrigin: string | null;
  /** Shorter presence leases than a site's (tests). */
  presence?: Partial<PresenceTiming>;
}

export interface PresenceTiming {
  /** A performer's presence lasts this long unless renewed by a process holding one of their sockets... */
  leaseMs: number;
  /** ...which renews it this often, and sweeps lapsed leases (a performer whose process died is offline within leaseMs + renewEveryMs). */
  renewEveryMs: number;
}

const SITE_PRESENCE: PresenceTiming = { leaseMs: 40_000, renewEveryMs: 10_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * socket.io on the site's own HTTP server (path /socket.io), for pages of the site's own origin. A client proves
 * who it is by emitting `auth/login` with its token (after every connect and reconnect) and then hears its own
 * events (SocketIdentities); it joins an object's room by `object/subscribe` while that object's page is open.
 * When a session ends, its sockets are disconnected in every process.
 */
/** What a module does with an event a signed-in socket sends (messages: typing, delivered). */
export interface ClientEventHandler {
  event: string;
  /** At most one event per socket in this time; the others are dropped (typing is sent as the user types). */
  minIntervalMs: number;
  handle(userId: string, payload: unknown): Promise<void>;
}

export class Realtime {
  readonly io: Server;
  private readonly clientEvents: ClientEventHandler[] = [];
  private readonly presence: PresenceService;
  private readonly identities: SocketIdentities;
  private readonly presenceTiming: PresenceTiming;
  private readonly presenceTimer: NodeJS.Timeout;
  private closeAdapter: (() => Promise<void>) | null = null;

  constructor(
    httpServer: HttpServer,
    private readonly options: RealtimeOptions,
  ) {
    const { siteOrigin } = options;
    this.io = new Server(httpServer, {
      path: '/socket.io',
      serveClient: false,
      cors: siteOrigin ? { origin: siteOrigin, credentials: true } : undefined,
      allowRequest: (request, answer) => answer(null, originAllowed(request.headers, siteOrigin)),
    });
    this.presence = new PresenceService(options.db);
    this.identities = new SocketIdentities(options.sessions, options.limiter, {
      signedIn: (userId, isPerformer) => this.signedIn(userId, isPerformer),
      signedOut: (userId, isPerformer) => this.signedOut(userId, isPerformer),
    });
    options.sessions.onEnded((sessionIds) => this.endSessions(sessionIds));
    this.io.on('connection', (socket) => this.onConnection(socket));
    this.presenceTiming = { ...SITE_PRESENCE, ...options.presence };
    this.presenceTimer = setInterval(
      () => void this.keepPresence().catch((err) => options.log.warn({ err }, 'renewing or sweeping presence failed')),
      this.presenceTiming.renewEveryMs,
    );
    this.presenceTimer.unref();
  }

  /** Connects the Redis adapter when configured; call before listening. */
  async start(): Promise<void> {
    if (!this.options.redisUrl) return;
    this.closeAdapter = await attachRedisAdapter(this.io, this.options.redisUrl, (err) =>
      this.options.log.warn({ err }, 'Redis (socket.io events) is unreachable: events reach this process only until it is back'),
    );
    this.options.log.info('socket.io events cross processes through Redis');
  }

  toUser<E extends ServerEvent>(userId: string, event: E, payload: SocketPayloads[E]): void {
    this.io.to(userRoom(userId)).emit(event, payload);
  }

  /** The same event to many users: one broadcast to all their rooms (one message through Redis, not one per user). */
  toUsers<E extends ServerEvent>(userIds: string[], event: E, payload: SocketPayloads[E]): void {
    if (userIds.length > 0) this.io.to(userIds.map(userRoom)).emit(event, payload);
  }

  /** A client event of signed-in sockets, handled by `handler` (sockets that have not signed in are ignored). */
  onClientEvent(handler: ClientEventHandler): void {
    this.clientEvents.push(handler);
  }

  /** Every signed-in admin, in every process. */
  toAdmins<E extends ServerEvent>(event: E, payload: SocketPayloads[E]): void {
    this.io.to(ADMINS_ROOM).emit(event, payload);
  }

  toObject<E extends ServerEvent>(objectType: string, objectId: string, event: E, payload: SocketPayloads[E]): void {
    this.io.to(objectRoom(objectType, objectId)).emit(event, payload);
  }

  /**
   * The sockets of these sessions, in every process (through the adapter), are disconnected: they lose their
   * identity and every room. Their pages connect again and sign in with whatever token they now hold.
   */
  endSessions(sessionIds: string[]): void {
    this.io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  async close(): Promise<void> {
    clearInterval(this.presenceTimer);
    this.io.disconnectSockets(true);
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await this.closeAdapter?.();
  }

  private onConnection(socket: AppSocket): void {
    const log = (err: unknown) => this.options.log.warn({ err }, 'socket sign-in or sign-out failed');
    socket.on(SOCKET_EVENTS.authLogin, (payload: unknown) => void this.identities.login(socket, payload).catch(log));
    socket.on(SOCKET_EVENTS.subscribe, (payload: unknown) => {
      const room = roomOf(payload);
      if (room) void socket.join(room);
    });
    socket.on(SOCKET_EVENTS.unsubscribe, (payload: unknown) => {
      const room = roomOf(payload);
      if (room) void socket.leave(room);
    });
    for (const handler of this.clientEvents) {
      let last = 0;
      socket.on(handler.event, (payload: unknown) => {
        const { userId } = socket.data;
        const now = Date.now();
        if (!userId || now - last < handler.minIntervalMs) return;
        last = now;
        void handler.handle(userId, payload).catch((err) => this.options.log.warn({ err, event: handler.event }, 'a socket event failed'));
      });
    }
    socket.on('disconnect', () => {
      this.identities.disconnected(socket);
      const { userId, isPerformer } = socket.data;
      if (userId) void this.signedOut(userId, isPerformer ?? false).catch(log);
    });
    socket.on('error', (err) => this.options.log.warn({ err }, 'socket error'));
  }

  private async signedIn(userId: string, isPerformer: boolean): Promise<void> {
    if (isPerformer && (await this.presence.online(userId, this.leaseEnd()))) this.announce(userId, true);
  }

  /** A performer is offline once no socket of theirs is left, in any process. */
  private async signedOut(userId: string, isPerformer: boolean): Promise<void> {
    if (!isPerformer) return;
    const stillConnected = await this.io.in(userRoom(userId)).fetchSockets();
    if (stillConnected.length === 0 && (await this.presence.offline(userId))) this.announce(userId, false);
  }

  /** Renews the leases of the performers signed in on this process, then sets those whose lease lapsed offline. */
  private async keepPresence(): Promise<void> {
    const here = new Set<string>();
    for (const socket of this.io.of('/').sockets.values()) {
      const { userId, isPerformer } = (socket as AppSocket).data;
      if (userId && isPerformer) here.add(userId);
    }
    await this.presence.renew([...here], this.leaseEnd());
    for (const performerId of await this.presence.expireLapsed(new Date())) this.announce(performerId, false);
  }

  private leaseEnd(): Date {
    return new Date(Date.now() + this.presenceTiming.leaseMs);
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
