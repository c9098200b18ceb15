import type { Db } from '../../db';
import type { EmailTokensTable } from '../../db/schema';
import { hashToken, newToken } from './tokens';

type Kind = EmailTokensTable['kind'];

const LIFETIME_MS: Record<Kind, number> = {
  verify_email: 3 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Single-use tokens sent by e-mail (verification, password reset). */
export class EmailTokenService {
  constructor(private readonly db: Db) {}

  async issue(userId: string, kind: Kind): Promise<string> {
    const { token, hash } = newToken();
    await this.db
      .insertInto('email_tokens')
      .values({ token_hash: hash, user_id: userId, kind, expires_at: new Date(Date.now() + LIFETIME_MS[kind]) })
      .execute();
    return token;
  }

  /** Marks the token used and returns its user id; null when unknown, used, expired or of another kind. */
  async consume(token: string, kind: Kind): Promise<string | null> {
    const row = await this.db
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
