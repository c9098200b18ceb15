import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { DAY_MS, hashToken, newToken } from './tokens';
import { TOKEN_DAYS_REMEMBER, TOKEN_DAYS_SESSION } from '../../../lib/constants';

export interface Session {
  id: string;
  user: UserRow;
}

export class SessionService {
  constructor(private readonly db: Db) {}

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
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.id as session_id')
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .where('users.status', '=', 'active')
      .executeTakeFirst();
    if (!row) return null;
    const { session_id, ...user } = row;
    return { id: session_id, user };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
  }

  async revokeAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    let q = this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    await q.execute();
  }
}
