import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { activeUsers } from '../users/queries';
import type { SessionCache } from './session-cache';
import { DAY_MS, hashToken, newToken } from './tokens';
import { TOKEN_DAYS_REMEMBER, TOKEN_DAYS_SESSION } from '../../../lib/constants';

export interface Session {
  id: string;
  user: UserRow;
}

export class SessionService {
  /** Without a cache (e.g. inside a transaction) every call asks the database. */
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
    return { session: { id: session_id, user }, expiresAt: new Date(session_expires_at).getTime() };
  }

  /** Whatever was cached about this user's sessions (their row, their roles) is read afresh. */
  userChanged(userId: string): void {
    this.cache?.forgetUser(userId);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
    this.cache?.forgetSession(sessionId);
  }

  async revokeAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    let q = this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    await q.execute();
    this.cache?.forgetUser(userId);
  }
}
