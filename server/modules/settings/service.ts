import type { Static } from '@sinclair/typebox';
import { concerns, type CacheInvalidation } from '../../cache/invalidation';
import type { Db } from '../../db';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';
import { safeHtml } from '../../http/safe-html';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { MenuSchema } from './schemas';

export type Menu = Static<typeof MenuSchema>;

const CACHE_TTL_MS = 5000;

/** Settings holding a provider's secret: written by the admins, read by the server, never in an answer. */
const SECRET_SETTINGS = new Set(['recaptchaSecretKey', 'verifyMyAgeClientSecret']);
export const HIDDEN_SECRET = '(set, hidden)';

/**
 * Site settings stored as key -> JSON value. Public reads are cached per group; a write through this service
 * clears the cache in every process at once (a `settings` invalidation, through Redis with REDIS_URL), and the
 * entries expire after 5 s anyway, for a write that bypasses it (SQL by hand).
 */
export class SettingsService {
  private cache = new Map<string, { at: number; value: Record<string, unknown> }>();

  constructor(
    private readonly db: Db,
    private readonly invalidation: CacheInvalidation,
    private readonly audit: AuditLog,
  ) {
    invalidation.on((event) => {
      if (concerns(event, 'settings')) this.cache.clear();
    });
  }

  async getPublic(group?: string): Promise<Record<string, unknown>> {
    const cacheKey = group ?? '*';
    const hit = this.cache.get(cacheKey);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
    let q = this.db.selectFrom('settings').select(['key', 'value']).where('public', '=', true);
    if (group) q = q.where('group', '=', group);
    const rows = await q.execute();
    const value: Record<string, unknown> = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (typeof value.footerContent === 'string') value.footerContent = safeHtml(value.footerContent);
    if (!group || group === 'general') {
      value.logo = value.logoUrl;
      value.menus = await this.menus();
    }
    this.cache.set(cacheKey, { at: Date.now(), value });
    return value;
  }

  /** One setting's value. Inside a transaction pass it as `trx`: the setting is then read there, uncached. */
  async get<T = unknown>(key: string, fallback: T, trx?: Executor): Promise<T> {
    if (trx) {
      const row = await trx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row ? (row.value as T) : fallback;
    }
    const all = await this.getPublic();
    if (key in all) return all[key] as T;
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (row.value as T) : fallback;
  }

  /** Several settings read in one query inside a transaction, each missing one as its fallback. */
  async getMany<T extends Record<string, unknown>>(fallbacks: T, trx: Executor): Promise<T> {
    const rows = await trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', Object.keys(fallbacks)).execute();
    return { ...fallbacks, ...Object.fromEntries(rows.map((row) => [row.key, row.value])) };
  }

  /** Every setting for the admins (the API and the command line); a provider's secret shows only whether it is set. */
  async list() {
    const rows = await this.db.selectFrom('settings').select(['key', 'value', 'group', 'public']).orderBy('key').execute();
    return rows.map((row) => (SECRET_SETTINGS.has(row.key) && row.value ? { ...row, value: HIDDEN_SECRET } : row));
  }

  /**
   * Sets an existing setting; the value must keep the setting's JSON type. An admin's change (or the command line's)
   * names its `actor` and is recorded in the audit log in the same transaction; a provider's secret is recorded as
   * set, never as its value.
   */
  async set(key: string, value: unknown, actor?: Actor): Promise<void> {
    await inTransaction(this.db, async (trx, afterCommit) => {
      const row = await trx.selectFrom('settings').select('value').where('key', '=', key).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`Unknown setting "${key}"`);
      if (typeof row.value !== typeof value) {
        throw badRequest(`Setting "${key}" takes a ${typeof row.value}, got a ${typeof value}`);
      }
      await trx
        .updateTable('settings')
        .set({ value: JSON.stringify(value), updated_at: new Date() })
        .where('key', '=', key)
        .execute();
      if (actor) {
        const shown = (v: unknown) => ({ value: SECRET_SETTINGS.has(key) && v ? HIDDEN_SECRET : v });
        await this.audit.record(trx, { actor, action: 'setting.set', target: { type: 'setting', id: key }, before: shown(row.value), after: shown(value) });
      }
      afterCommit(() => this.invalidation.emit({ kind: 'settings' }));
      // Public answers and pages show settings (the site's name, the currency): they are stale too.
      afterCommit(() => this.invalidation.emit({ kind: 'public-reads' }));
    });
  }

  private async menus(): Promise<Menu[]> {
    const rows = await this.db.selectFrom('menus').selectAll().orderBy('section').orderBy('ordering').execute();
    return rows.map((m) => ({
      _id: m.id,
      title: m.title,
      path: m.path,
      section: m.section,
      isNewTab: m.is_new_tab,
      ordering: m.ordering,
    }));
  }
}
