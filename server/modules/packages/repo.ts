import type { Insertable, Updateable } from 'kysely';
import type { SubscriptionPackageRow, SubscriptionPackagesTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface PackageFilters {
  performerId?: string;
  siteWide?: boolean;
  active?: boolean;
  /** Inactive packages show only to this performer (their owner); undefined with `everything`: an admin. */
  inactiveVisibleTo?: string | null;
  /** An admin: inactive packages of anyone. */
  everything?: boolean;
}

/** The packages module's queries: `subscription_packages`. */
export const packagesRepo = {
  byId(db: Executor, id: string): Promise<SubscriptionPackageRow | undefined> {
    return db.selectFrom('subscription_packages').selectAll().where('id', '=', id).executeTakeFirst();
  },

  byIds(db: Executor, ids: string[]): Promise<SubscriptionPackageRow[]> {
    return ids.length ? db.selectFrom('subscription_packages').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);
  },

  insert(db: Executor, values: Insertable<SubscriptionPackagesTable>): Promise<SubscriptionPackageRow> {
    return db.insertInto('subscription_packages').values(values).returningAll().executeTakeFirstOrThrow();
  },

  update(db: Executor, id: string, changes: Updateable<SubscriptionPackagesTable>): Promise<SubscriptionPackageRow> {
    return db
      .updateTable('subscription_packages')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  search(db: Executor, filters: PackageFilters, paging: Paging) {
    let q = db.selectFrom('subscription_packages');
    if (filters.performerId) q = q.where('performer_id', '=', filters.performerId);
    if (filters.siteWide !== undefined) q = q.where('performer_id', filters.siteWide ? 'is' : 'is not', null);
    if (filters.active !== undefined) q = q.where('active', '=', filters.active);
    if (!filters.everything) {
      const owner = filters.inactiveVisibleTo;
      q = q.where((eb) => (owner ? eb.or([eb('active', '=', true), eb('performer_id', '=', owner)]) : eb('active', '=', true)));
    }
    return listPage(q, (page) => page.selectAll().orderBy('price_cents', 'asc').orderBy('period_days', 'asc').orderBy('id'), paging);
  },
};
