import { countries } from 'countries-list';
import { concerns, type CacheInvalidation } from '../../cache/invalidation';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';

/**
 * The blocked countries, cached for every page render; a change through this service clears the cache in every
 * process at once (a `country-blocks` invalidation), and it is read again after 5 s anyway.
 */
export class CountryBlockService {
  private blocked: Set<string> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly invalidation: CacheInvalidation,
  ) {
    invalidation.on((event) => {
      if (concerns(event, 'country-blocks')) this.blocked = null;
    });
  }

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
    await this.invalidation.emit({ kind: 'country-blocks' });
  }

  async unblock(code: string): Promise<void> {
    await this.db.deleteFrom('blocked_countries').where('code', '=', validCode(code)).execute();
    await this.invalidation.emit({ kind: 'country-blocks' });
  }

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
