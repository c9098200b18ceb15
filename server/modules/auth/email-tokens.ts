import type { Db } from '../../db';
import type { EmailTokensTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { hashToken, newToken } from './tokens';

type Kind = EmailTokensTable['kind'];

const LIFETIME_MS: Record<Kind, number> = {
  verify_email: 3 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** Single-use tokens sent by e-mail (verification, password reset, e-mail change). */
export class EmailTokenService {
  constructor(private readonly db: Db) {}

  /** A new token; `newEmail` is the address an e-mail change applies when the token is used. */
  async issue(userId: string, kind: Kind, newEmail: string | null = null): Promise<string> {
    const { token, hash } = newToken();
    await this.db
      .insertInto('email_tokens')
      .values({ token_hash: hash, user_id: userId, kind, new_email: newEmail, expires_at: new Date(Date.now() + LIFETIME_MS[kind]) })
      .execute();
    return token;
  }

  /** Marks the token used and returns its user id; null when unknown, used, expired or of another kind. */
  async consume(token: string, kind: Kind): Promise<string | null> {
    return (await this.take(token, kind))?.user_id ?? null;
  }

  /** The user whose token this was, once it has been used; null for any other token. */
  async usedBy(token: string, kind: Kind): Promise<string | null> {
    const row = await this.db
      .selectFrom('email_tokens')
      .select('user_id')
      .where('token_hash', '=', hashToken(token))
      .where('kind', '=', kind)
      .where('used_at', 'is not', null)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** consume() for an e-mail change: the user and the address they asked for. */
  async consumeEmailChange(token: string): Promise<{ userId: string; email: string } | null> {
    const row = await this.take(token, 'change_email');
    return row?.new_email ? { userId: row.user_id, email: row.new_email } : null;
  }

  /** The address of the user's e-mail change still waiting for its link to be followed, if any. */
  async pendingEmail(userId: string): Promise<{ email: string; expiresAt: Date } | null> {
    const row = await this.live(userId, 'change_email').select(['new_email', 'expires_at']).orderBy('created_at', 'desc').executeTakeFirst();
    return row?.new_email ? { email: row.new_email, expiresAt: new Date(row.expires_at) } : null;
  }

  /** Ends every unused token of this kind the user has (a newer request replaces them; a deleted account has none). */
  async withdraw(userId: string, kind?: Kind, db: Executor = this.db): Promise<void> {
    let query = db.updateTable('email_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null);
    if (kind) query = query.where('kind', '=', kind);
    await query.execute();
  }

  private live(userId: string, kind: Kind) {
    return this.db
      .selectFrom('email_tokens')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date());
  }

  private take(token: string, kind: Kind) {
    return this.db
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['user_id', 'new_email'])
      .executeTakeFirst();
  }
}
