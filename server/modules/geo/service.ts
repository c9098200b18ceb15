import { countries } from 'countries-list';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';

export class CountryBlockService {
  private blocked: Set<string> | null = null;
  private loadedAt = 0;

  constructor(private readonly db: Db) {}

  async isBlocked(code: string | null): Promise<boolean> {
    if (!code) return false;
    return (await this.blockedSet()).has(code);
  }

  async list(): Promise<string[]> {
    return [...(await this.blockedSet())].sort();
  }

  async block(code: string): Promise<void> {
    const upper = validCode(code);
    await this.db
      .insertInto('blocked_countries')
      .values({ code: upper })
      .onConflict((oc) => oc.doNothing())
      .execute();
    this.blocked = null;
  }

  async unblock(code: string): Promise<void> {
    await this.db.deleteFrom('blocked_countries').where('code', '=', validCode(code)).execute();
    this.blocked = null;
  }

  /** Cached for a few seconds: checked on every page render. */
  private async blockedSet(): Promise<Set<string>> {
    if (!this.blocked || Date.now() - this.loadedAt > 5000) {
      const rows = await this.db.selectFrom('blocked_countries').select('code').execute();
      this.blocked = new Set(rows.map((r) => r.code));
      this.loadedAt = Date.now();
    }
    return this.blocked;
  }
}

function validCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!(upper in countries)) throw badRequest(`Unknown country code "${code}"`, 'UNKNOWN_COUNTRY');
  return upper;
}
