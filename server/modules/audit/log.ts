import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { escapeLike } from '../../db/ids';
import { listPage } from '../../db/list-page';
import type { AdminActionsTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';
import type { Actor } from './actor';
import type { AuditEntrySchema, AuditQuery } from './schemas';

export type AuditEntryDto = Static<typeof AuditEntrySchema>;

/** One admin action to record. `before` and `after` are plain data (JSON); leave out what must not be kept (secrets). */
export interface AuditEntry {
  actor: Actor;
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

function toEntry(row: Selectable<AdminActionsTable>): AuditEntryDto {
  return {
    _id: row.id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Owns `admin_actions`, the audit log. A module that lets an admin change something records the action here, on the
 * transaction that makes the change, so the change and its record commit or roll back together. There is no way to
 * change or remove a record, here or in the database (a trigger refuses it).
 */
export class AuditLog {
  constructor(private readonly db: Db) {}

  async record(trx: Executor, entry: AuditEntry): Promise<void> {
    await trx
      .insertInto('admin_actions')
      .values({
        actor_id: entry.actor.id,
        actor_name: entry.actor.name,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        before: json(entry.before),
        after: json(entry.after),
        reason: entry.reason ?? null,
      })
      .execute();
  }

  /**
   * Records an action that is not one transaction (a run over many subscriptions, each in its own), once it is done:
   * its `after` says what it did.
   */
  recordDone(entry: AuditEntry): Promise<void> {
    return this.record(this.db, entry);
  }

  /** Newest first. */
  async search(filters: Omit<Static<typeof AuditQuery>, 'limit' | 'offset'>, paging: Paging): Promise<{ data: AuditEntryDto[]; total: number }> {
    let q = this.db.selectFrom('admin_actions');
    if (filters.actorId) q = q.where('actor_id', '=', filters.actorId);
    if (filters.action) {
      q = filters.action.endsWith('.') ? q.where('action', 'like', `${escapeLike(filters.action)}%`) : q.where('action', '=', filters.action);
    }
    if (filters.targetType) q = q.where('target_type', '=', filters.targetType);
    if (filters.targetId) q = q.where('target_id', '=', filters.targetId);
    if (filters.fromDate) q = q.where('created_at', '>=', new Date(filters.fromDate));
    if (filters.toDate) q = q.where('created_at', '<=', new Date(filters.toDate));
    const { rows, total } = await listPage(q, (f) => f.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), paging);
    return { data: rows.map(toEntry), total };
  }
}
