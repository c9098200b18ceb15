import type { Db } from '../../db';
import type { SessionRow, UserRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { activeUsers } from '../users/queries';
import type { SessionCache } from './session-cache';
import { DAY_MS, hashToken, newToken } from './tokens';
import { TOKEN_DAYS_REMEMBER, TOKEN_DAYS_SESSION } from '../../../lib/constants';

/** A user has rarely more live sessions than this; the list shows the newest. */
const MAX_LISTED_SESSIONS = 100;

export interface Session {
  id: string;
  user: UserRow;
  expiresAt: Date;
}

/** Told the ids of sessions that just ended (revoked), once the revocation is committed. */
export type SessionsEndedListener = (sessionIds: string[]) => void;

/**
 * Sessions: created at login, resolved from a token, revoked. Every revocation goes through `revoke` or
 * `revokeAllOf`, which tell the listeners (the realtime server drops those sessions' sockets) and forget the
 * cached sessions, after the revocation is committed.
 */
export class SessionService {
  private readonly endedListeners: SessionsEndedListener[] = [];

  /** Without a cache every call asks the database. */
  constructor(
    private readonly db: Db,
    private readonly cache: SessionCache | null = null,
  ) {}

  async create(userId: string, remember: boolean, meta: { userAgent?: string; ip?: string }) {
    const { token, hash } = newToken();
    const days = remember ? TOKEN_DAYS_REMEMBER : TOKEN_DAYS_SESSION;
    const expiresAt = new Date(Date.now() + days * DAY_MS);
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: hash,
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The live session a token names, with its user; null when unknown, expired, revoked or the user is inactive. */
  async resolve(token: string): Promise<Session | null> {
    const hash = hashToken(token);
    if (this.cache) return this.cache.resolve(hash, () => this.lookup(hash));
    return (await this.lookup(hash))?.session ?? null;
  }

  /** `listener` hears of every session revoked from now on, in this process (it spreads them to the others). */
  onEnded(listener: SessionsEndedListener): void {
    this.endedListeners.push(listener);
  }

  private async lookup(tokenHash: string): Promise<{ session: Session; expiresAt: number } | undefined> {
    const row = await activeUsers(this.db)
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_id, session_expires_at, ...user } = row;
    const expiresAt = new Date(session_expires_at);
    return { session: { id: session_id, user, expiresAt }, expiresAt: expiresAt.getTime() };
  }

  /** Whatever was cached about this user's sessions (their row, their roles) is read afresh. */
  async userChanged(userId: string): Promise<void> {
    await this.cache?.forgetUser(userId);
  }

  /** The user's live sessions (signed-in devices), newest first. */
  liveOf(userId: string): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .limit(MAX_LISTED_SESSIONS)
      .execute();
  }

  /** Ends one of the user's own sessions (signing a device out); false when they have no such live session. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const ended = await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (ended.numUpdatedRows !== 1n) return false;
    await this.cache?.forgetSession(sessionId);
    this.ended([sessionId]);
    return true;
  }

  /** Ends one session (logout). */
  async revoke(sessionId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    await this.cache?.forgetSession(sessionId);
    this.ended([sessionId]);
  }

  /**
   * Ends every live session of the user but `exceptSessionId`, as part of the caller's transaction: the
   * cache and the listeners hear of it after the commit.
   */
  async revokeAllOf(trx: Executor, afterCommit: AfterCommit, userId: string, exceptSessionId?: string): Promise<number> {
    let q = trx.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    const revoked = (await q.returning('id').execute()).map((row) => row.id);
    afterCommit(async () => {
      await this.cache?.forgetUser(userId);
      this.ended(revoked);
    });
    return revoked.length;
  }

  private ended(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.endedListeners) listener(sessionIds);
  }
}
