import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import { listPage } from '../../db/list-page';
import type { ReportableType, ReportState, ReportsTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';

export type ReportRow = Selectable<ReportsTable>;

export interface QueueFilters {
  state?: ReportState;
  objectType?: ReportableType;
}

/** Owns `reports`. */
export class ReportsRepo {
  constructor(private readonly db: Db) {}

  /** Saves a report; undefined when the reporter already has an open report of the item (one each while it is reviewed). */
  insert(trx: Executor, report: Insertable<ReportsTable>): Promise<ReportRow | undefined> {
    return trx
      .insertInto('reports')
      .values(report)
      .onConflict((oc) => oc.columns(['reporter_id', 'object_type', 'object_id']).where('state', '=', 'open').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  byId(db: Executor, id: string): Promise<ReportRow | undefined> {
    return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Closes every open report of the item at once; the rows as closed. */
  closeAll(
    trx: Executor,
    item: { objectType: ReportableType; objectId: string },
    outcome: { state: Exclude<ReportState, 'open'>; note: string; handledBy: string | null },
  ): Promise<ReportRow[]> {
    return trx
      .updateTable('reports')
      .set({ state: outcome.state, outcome_note: outcome.note, handled_by: outcome.handledBy, handled_at: new Date() })
      .where('object_type', '=', item.objectType)
      .where('object_id', '=', item.objectId)
      .where('state', '=', 'open')
      .returningAll()
      .execute();
  }

  /** The reporter's reports, newest first. */
  mine(reporterId: string, paging: Paging): Promise<{ rows: ReportRow[]; total: number }> {
    const filtered = this.db.selectFrom('reports').where('reporter_id', '=', reporterId);
    return listPage(filtered, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
  }

  /** The admins' queue: open reports oldest first (first come, first handled), handled ones newest first. */
  queue(filters: QueueFilters, paging: Paging): Promise<{ rows: ReportRow[]; total: number }> {
    let filtered = this.db.selectFrom('reports');
    if (filters.state) filtered = filtered.where('state', '=', filters.state);
    if (filters.objectType) filtered = filtered.where('object_type', '=', filters.objectType);
    const direction = filters.state === 'open' ? 'asc' : 'desc';
    return listPage(filtered, (q) => q.selectAll().orderBy('created_at', direction).orderBy('id', direction), paging);
  }

  /** Everything the user reported (their data export). */
  byReporter(reporterId: string): Promise<ReportRow[]> {
    return this.db.selectFrom('reports').selectAll().where('reporter_id', '=', reporterId).orderBy('created_at', 'desc').execute();
  }
}
