import { countries } from 'countries-list';
import { concerns, type CacheInvalidation } from '../../cache/invalidation';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
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
    private readonly audit: AuditLog,
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

  /** Blocks a country; `actor` (an admin, or the command line) is recorded in the audit log with the change. */
  block(code: string, actor: Actor): Promise<void> {
    return this.change(validCode(code), true, actor);
  }

  unblock(code: string, actor: Actor): Promise<void> {
    return this.change(validCode(code), false, actor);
  }

  private async change(code: string, blocked: boolean, actor: Actor): Promise<void> {
    await inTransaction(this.db, async (trx, afterCommit) => {
      const was = Boolean(await trx.selectFrom('blocked_countries').select('code').where('code', '=', code).executeTakeFirst());
      if (was === blocked) return;
      if (blocked)
        await trx
          .insertInto('blocked_countries')
          .values({ code })
          .onConflict((oc) => oc.doNothing())
          .execute();
      else await trx.deleteFrom('blocked_countries').where('code', '=', code).execute();
      await this.audit.record(trx, {
        actor,
        action: blocked ? 'country.block' : 'country.unblock',
        target: { type: 'country', id: code },
        before: { blocked: was },
        after: { blocked },
      });
      afterCommit(() => this.invalidation.emit({ kind: 'country-blocks' }));
    });
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
